import { type RateLimitResult, sharedRateLimiter } from '@/lib/http/rateLimit';

import { SEARCH_RATE_LIMIT } from './limits';

/**
 * Counts searches of one client: a search is uncached work on the database. The results page
 * and the public GraphQL route take from the same count.
 */
export async function takeSearchLimit(client: string, searches = 1): Promise<RateLimitResult> {
  const limiter = sharedRateLimiter('site-search', SEARCH_RATE_LIMIT);
  for (let taken = 0; taken < searches; taken += 1) {
    const result = await limiter.take(client);
    if (!result.ok) return result;
  }
  return { ok: true };
}

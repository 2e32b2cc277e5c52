import 'server-only';

import { type FeedFetchFailure, FEED_LIMITS, fetchFeed } from './feedFetch';
import { type FeedItem, type FeedProblem, parseFeed } from './feedParse';

/**
 * Playlist feeds as pages and the admin use them: fetched on the server, read, and kept for a
 * while like the rest of a page's data (a page is rendered again at most every five minutes):
 * many pages with one feed, or an editor's form checking it on every save, fetch it once.
 */

export type PlaylistFeed = { ok: true; items: FeedItem[]; skipped: number } | { ok: false; failure: FeedFetchFailure | { kind: FeedProblem } };

const KEEP_MS = { ok: 300_000, failed: 30_000 } as const;
const MAX_KEPT = 100;

const kept = new Map<string, { until: number; feed: Promise<PlaylistFeed> }>();

async function load(address: string, siteOrigin: string): Promise<PlaylistFeed> {
  const fetched = await fetchFeed(address);
  if (!fetched.ok) return { ok: false, failure: fetched.failure };
  const parsed = parseFeed(fetched.body, siteOrigin);
  return parsed.ok ? parsed : { ok: false, failure: { kind: parsed.problem } };
}

/** The playable items of the feed at `address` (site files as paths, Mux videos), or why there are none. */
export function playlistFeed(address: string, siteOrigin: string, now = Date.now()): Promise<PlaylistFeed> {
  const key = `${siteOrigin} ${address.trim()}`;
  const hit = kept.get(key);
  if (hit && hit.until > now) return hit.feed;
  const feed = load(address.trim(), siteOrigin);
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value ?? '');
  // Until it has arrived, callers share the one request; then it is kept as long as its outcome deserves.
  kept.set(key, { until: Number.POSITIVE_INFINITY, feed });
  void feed.then((result) => {
    if (kept.get(key)?.feed === feed) kept.set(key, { until: Date.now() + (result.ok ? KEEP_MS.ok : KEEP_MS.failed), feed });
  });
  return feed;
}

/** For tests: forget every kept feed. */
export function forgetPlaylistFeeds(): void {
  kept.clear();
}

/** Why a feed cannot be used, in German for editors (no colon: the admin's notices split there). */
export function feedFailureMessage(failure: Extract<PlaylistFeed, { ok: false }>['failure']): string {
  switch (failure.kind) {
    case 'address':
      return 'Bitte die vollständige Adresse des Feeds angeben, beginnend mit https://.';
    case 'private':
      return 'Diese Adresse liegt in einem internen Netz. Von dort lädt die Website keine Feeds.';
    case 'timeout':
      return `Die Adresse hat nicht innerhalb von ${FEED_LIMITS.timeoutMs / 1000} Sekunden geantwortet.`;
    case 'status':
      return `Die Adresse antwortet mit dem Status ${failure.status} statt mit einem Feed.`;
    case 'tooLarge':
      return `Der Feed ist größer als ${FEED_LIMITS.maxBytes / 1_000_000} MB.`;
    case 'network':
      return 'Die Adresse ist nicht erreichbar.';
    case 'notAFeed':
      return 'Unter dieser Adresse liegt kein Playlist-Feed. Erwartet wird JSON mit einer Liste „playlist“ oder ein RSS-Feed mit Videos.';
    case 'empty':
      return 'Der Feed enthält keine Videos.';
    case 'nothingPlayable':
      return 'Keines der Videos im Feed kann hier laufen. Möglich sind Videodateien dieser Website und Videos von Mux (https://stream.mux.com/…).';
  }
}

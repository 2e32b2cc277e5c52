/** The pages with drafts that go through review (no server code: the admin's buttons read it too). */
export const REVIEWABLE = ['articles', 'channels', 'jobPostings'] as const;
export type Reviewable = (typeof REVIEWABLE)[number];

export const REVIEW_REQUESTS_SLUG = 'review-requests';

export const isReviewable = (value: unknown): value is Reviewable => REVIEWABLE.includes(value as Reviewable);

/** A person as the review's texts name them: their name, else their address, else `fallback` (an id only, or none). */
export function personName(user: unknown, fallback: string): string {
  if (typeof user !== 'object' || user === null) return fallback;
  const { name, email } = user as { name?: unknown; email?: unknown };
  return (typeof name === 'string' && name) || (typeof email === 'string' && email) || fallback;
}

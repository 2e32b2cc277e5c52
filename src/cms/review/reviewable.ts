/** The pages with drafts that go through review (no server code: the admin's buttons read it too). */
export const REVIEWABLE = ['articles', 'channels', 'jobPostings'] as const;
export type Reviewable = (typeof REVIEWABLE)[number];

export const REVIEW_REQUESTS_SLUG = 'review-requests';

export const isReviewable = (value: unknown): value is Reviewable => REVIEWABLE.includes(value as Reviewable);

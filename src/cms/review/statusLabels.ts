/** The steps of a submission and their German names (no server code: the admin's panel reads them too). */
export const REVIEW_STATUSES = ['waiting', 'returned', 'published', 'withdrawn'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  waiting: 'Wartet auf Freigabe',
  returned: 'Zurückgegeben',
  published: 'Veröffentlicht',
  withdrawn: 'Zurückgezogen',
};

/** Where a job alert stands: awaiting its confirmation, sending, or ended by its subscriber. */
export const JOB_ALERT_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type JobAlertStatus = (typeof JOB_ALERT_STATUSES)[number];

import type { SubscriptionErrors } from './subscription';

/** Without Apollo Client: the forms show these even when its code could not be fetched. */
export const FAILURE_MESSAGES = {
  rateLimited: 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.',
  failed: 'Das hat leider nicht geklappt. Bitte versuchen Sie es in einigen Minuten noch einmal.',
  offline: 'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es noch einmal.',
} as const;

export type Failure = { kind: 'rate-limited' | 'failed' | 'offline'; message: string } | { kind: 'invalid'; errors: SubscriptionErrors };

/** A request that got no answer from the CMS: offline if the browser says so. */
export function unreachedFailure(): Failure {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline', message: FAILURE_MESSAGES.offline };
  return { kind: 'failed', message: FAILURE_MESSAGES.failed };
}

import type { RateLimitRule } from '@/lib/http/rateLimit';

/** Subscriptions per client: each sends a mail. */
export const SUBSCRIBE_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };
/** Confirmation mails per address, whoever asks. */
export const ADDRESS_RATE_LIMIT: RateLimitRule = { limit: 3, windowMs: 60 * 60_000 };
/**
 * Confirm and unsubscribe per client. Generous: mail providers send one-click unsubscribes for
 * many people from few addresses, and a 256-bit token cannot be guessed anyway.
 */
export const TOKEN_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };

export const RATE_LIMIT_MESSAGE = 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.';

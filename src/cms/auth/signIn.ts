import { createHash, pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload';

import { type RateLimitRule, clientKey, sharedRateLimiter } from '@/lib/http/rateLimit';

/**
 * Failed sign-ins per client. Well below the account lock (Users: `maxLoginAttempts`), so that no
 * single client can lock an editor out in one window; successful sign-ins are given back.
 */
export const SIGN_IN_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 };
/** Password-reset requests per client: each may send a mail. */
export const PASSWORD_RESET_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };
/**
 * Password-reset requests per address, whoever asks: an inbox is not flooded from many clients.
 * This stands in for Payload's own spacing of reset mails (Users: `minRequestInterval: 0`), which
 * writes outside the request's open transaction and so waits for itself on SQLite's one writer.
 */
export const PASSWORD_RESET_ADDRESS_RATE_LIMIT: RateLimitRule = { limit: 3, windowMs: 60 * 60_000 };

export const SIGN_IN_LIMIT_MESSAGE =
  'Zu viele fehlgeschlagene Anmeldeversuche von Ihrem Anschluss. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.';
export const PASSWORD_RESET_LIMIT_MESSAGE =
  'Zu viele Anfragen zum Zurücksetzen des Passworts von Ihrem Anschluss. Bitte warten Sie eine Weile und versuchen Sie es dann noch einmal.';

const signIns = () => sharedRateLimiter('sign-in', SIGN_IN_RATE_LIMIT);
const passwordResets = () => sharedRateLimiter('password-reset', PASSWORD_RESET_RATE_LIMIT);
const passwordResetsOfAddress = () => sharedRateLimiter('password-reset-address', PASSWORD_RESET_ADDRESS_RATE_LIMIT);

/** An address as a limiter key: the counts (in Redis, too) hold no e-mail address. */
const addressKey = (email: string) => createHash('sha256').update(email.toLowerCase().trim()).digest('hex');

/** Requests over HTTP (REST, GraphQL) have a client to count; the server's own calls do not. */
const fromClient = (req: PayloadRequest) => req.payloadAPI !== 'local';

function tooMany(req: PayloadRequest, message: string, retryAfterSeconds: number): APIError {
  // Payload adds these to the error response it builds from the thrown error.
  req.responseHeaders ??= new Headers();
  req.responseHeaders.set('Retry-After', String(retryAfterSeconds));
  return new APIError(message, 429);
}

const pbkdf2Async = promisify(pbkdf2);
const DUMMY_SALT = randomBytes(32).toString('hex');

/**
 * The work a password check costs, for an address no account has (or one that is locked, which
 * Payload answers before hashing): as Payload hashes passwords (generatePasswordSaltHash,
 * PBKDF2-SHA256, 600,000 rounds, 32 bytes). Without it, a failed sign-in for an unknown address
 * came back in a tenth of the time, telling anyone which addresses have accounts.
 */
async function hashLikeAPasswordCheck(password: string): Promise<void> {
  await pbkdf2Async(password, DUMMY_SALT, 600_000, 32, 'sha256');
}

/**
 * Payload counts an account's failed sign-ins until it locks (Users: `maxLoginAttempts`) and
 * forgets them only on a success or after a lock, so one client failing slowly (within its own
 * limit) over hours could still lock an editor out. The count is started afresh with each window
 * of this length per address: within one window a single client can fail at most twice its
 * limit (its windows need not line up with the account's), which stays below the lock.
 */
export const ACCOUNT_FAILURE_WINDOW_MS = SIGN_IN_RATE_LIMIT.windowMs;
/** Marks the first sign-in of a window per address (only the first is let through). */
const accountWindows = () => sharedRateLimiter('sign-in-account-window', { limit: 1, windowMs: ACCOUNT_FAILURE_WINDOW_MS });

type AccountState = { id: number | string; lockUntil?: string | null; loginAttempts?: number | null };

/**
 * Whether the address has an account that is not locked. Starting a new window of the address,
 * its earlier failed sign-ins are forgotten (a lock that is on stays on until it ends).
 */
async function checkAccount(req: PayloadRequest, email: string): Promise<boolean> {
  const user = await req.payload.db.findOne<AccountState>({ collection: 'users', req, where: { email: { equals: email } } });
  if (!user) return false;
  const locked = Boolean(user.lockUntil && new Date(user.lockUntil).getTime() > Date.now());
  if (locked) return false;
  const newWindow = (await accountWindows().take(addressKey(email))).ok;
  if (newWindow && (user.loginAttempts ?? 0) > 0) await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { loginAttempts: 0 }, req });
  return true;
}

/**
 * Before a sign-in: the client's attempt is counted (and refused with 429 once it has failed too
 * often; given back when it succeeds), and an address without a usable account costs the time a
 * password check would. Before a password-reset request: the client's and the address's
 * requests are counted.
 */
export const limitSignIns: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (!fromClient(req)) return;
  if (operation === 'login') {
    const verdict = await signIns().take(clientKey(req.headers));
    if (!verdict.ok) throw tooMany(req, SIGN_IN_LIMIT_MESSAGE, verdict.retryAfterSeconds);
    const { email, password }: { email?: unknown; password?: unknown } = args.data;
    if (typeof email !== 'string' || typeof password !== 'string' || !password) return;
    if (!(await checkAccount(req, email.toLowerCase().trim()))) await hashLikeAPasswordCheck(password);
  }
  if (operation === 'forgotPassword') {
    const verdict = await passwordResets().take(clientKey(req.headers));
    if (!verdict.ok) throw tooMany(req, PASSWORD_RESET_LIMIT_MESSAGE, verdict.retryAfterSeconds);
    // Known or not, an address is counted alike: the answer tells nothing about accounts.
    const { email }: { email?: unknown } = args.data;
    if (typeof email !== 'string') return;
    const forAddress = await passwordResetsOfAddress().take(addressKey(email));
    if (!forAddress.ok) throw tooMany(req, PASSWORD_RESET_LIMIT_MESSAGE, forAddress.retryAfterSeconds);
  }
};

/** A successful sign-in does not count against the client: editors sign in often from one office. */
export const refundSuccessfulSignIn: CollectionAfterLoginHook = async ({ req }) => {
  if (fromClient(req)) await signIns().refund(clientKey(req.headers));
};

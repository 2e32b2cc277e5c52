import {
  APIError,
  AuthenticationError,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload';

import { type RateLimitRule, clientKey, sharedRateLimiter } from '@/lib/http/rateLimit';
import { hashLikeAPasswordCheck } from '@/platform/passwordCheckCost';

import { addressKey, deviceCookie, deviceNonce } from './deviceCookie';

/**
 * Failed sign-ins per client from browsers that have not signed in as the account before;
 * successful sign-ins are given back.
 */
export const SIGN_IN_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 };
/**
 * Sign-ins to one account from browsers without its device cookie (deviceCookie.ts), successes
 * given back. Past the limit the account takes no sign-in from such browsers until the window
 * ends (or an admin lifts the lock), while browsers it signed in from before keep signing in.
 */
export const UNKNOWN_DEVICE_LOCK: RateLimitRule = { limit: 30, windowMs: 15 * 60_000 };
/** Failed sign-ins per device cookie; past it, that browser counts as unknown. */
export const KNOWN_DEVICE_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 };
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
const unknownDevices = () => sharedRateLimiter('sign-in-unknown-device', UNKNOWN_DEVICE_LOCK);
const knownDevices = () => sharedRateLimiter('sign-in-known-device', KNOWN_DEVICE_LIMIT);
const passwordResets = () => sharedRateLimiter('password-reset', PASSWORD_RESET_RATE_LIMIT);
const passwordResetsOfAddress = () => sharedRateLimiter('password-reset-address', PASSWORD_RESET_ADDRESS_RATE_LIMIT);

/** Requests over HTTP (REST, GraphQL) have a client to count; the server's own calls do not. */
const fromClient = (req: PayloadRequest) => req.payloadAPI !== 'local';

function tooMany(req: PayloadRequest, message: string, retryAfterSeconds: number): APIError {
  // Payload adds these to the error response it builds from the thrown error.
  req.responseHeaders ??= new Headers();
  req.responseHeaders.set('Retry-After', String(retryAfterSeconds));
  return new APIError(message, 429);
}

async function hasAccount(req: PayloadRequest, email: string): Promise<boolean> {
  return (await req.payload.db.findOne({ collection: 'users', req, where: { email: { equals: email } } })) !== null;
}

/** What the sign-in hooks pass on from before the login to after it (req.context); the record of failed sign-ins reads `email`. */
export const ATTEMPT = 'signInAttempt';
export type Attempt = { address: string; client: string; device: string | null; email: string };

/**
 * Before a sign-in. From a browser with the account's device cookie: counted per device, and
 * nothing else applies. From any other browser: counted per client (429 past its limit) and per
 * account; an account past UNKNOWN_DEVICE_LOCK answers exactly as a wrong password does (same
 * text, status and work), so the lock neither shows which addresses have accounts nor is a reason
 * to keep trying. An address without an account costs the time a password check would. Before a
 * password-reset request: the client's and the address's requests are counted.
 */
export const limitSignIns: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (!fromClient(req)) return;
  if (operation === 'login') {
    const { email, password }: { email?: unknown; password?: unknown } = args.data;
    if (typeof email !== 'string' || typeof password !== 'string' || !password) return;
    const address = addressKey(email);
    const client = clientKey(req.headers);
    const nonce = deviceNonce(req.headers, address, req.payload.secret);
    const tried = email.toLowerCase().trim().slice(0, 200);
    if (nonce && (await knownDevices().take(nonce)).ok) {
      req.context[ATTEMPT] = { address, client, device: nonce, email: tried } satisfies Attempt;
      return;
    }
    const verdict = await signIns().take(client);
    if (!verdict.ok) throw tooMany(req, SIGN_IN_LIMIT_MESSAGE, verdict.retryAfterSeconds);
    req.context[ATTEMPT] = { address, client, device: null, email: tried } satisfies Attempt;
    if (!(await unknownDevices().take(address)).ok) {
      await hashLikeAPasswordCheck(password);
      throw new AuthenticationError(req.t);
    }
    if (!(await hasAccount(req, email.toLowerCase().trim()))) await hashLikeAPasswordCheck(password);
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

/**
 * After a successful sign-in: it does not count (editors sign in often from one office), and the
 * browser gets a new device cookie for the account.
 */
export const rememberSignedInDevice: CollectionAfterLoginHook = async ({ req, user }) => {
  if (!fromClient(req)) return;
  const attempt = req.context[ATTEMPT] as Attempt | undefined;
  if (attempt?.device) await knownDevices().refund(attempt.device);
  else if (attempt) await Promise.all([signIns().refund(attempt.client), unknownDevices().refund(attempt.address)]);
  const email: unknown = (user as { email?: unknown }).email;
  if (typeof email !== 'string') return;
  req.responseHeaders ??= new Headers();
  // Secure over https (X-Forwarded-Proto, which only a trusted proxy can set: src/platform/forwardedHeaders.ts).
  req.responseHeaders.append('Set-Cookie', deviceCookie(addressKey(email), req.payload.secret, req.headers.get('x-forwarded-proto') === 'https'));
};

/** An admin's "unlock" also lifts the lock on sign-ins from unknown browsers. */
export const liftUnknownDeviceLock: CollectionAfterOperationHook = async ({ operation, args, result }) => {
  if (operation !== 'unlock' || !result) return result;
  const { email }: { email?: unknown } = (args as { data?: { email?: unknown } }).data ?? {};
  if (typeof email === 'string') await unknownDevices().reset(addressKey(email));
  return result;
};

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { parseCookies } from 'payload/shared';

/**
 * OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * has signed in as an account gets a cookie signed by the server that names that account and a
 * random nonce. Sign-ins from a browser with it are counted per device and not held to the lock
 * that failures from elsewhere put on the account, so strangers cannot keep an editor out.
 */

/** Cookie names carry a short hash of the address: one cookie per account a browser signed in as. */
const COOKIE_PREFIX = 'mc-device-';
/** Sent only with sign-ins (the admin's form posts to Payload's REST login). */
export const DEVICE_COOKIE_PATH = '/api/users/login';
/** A year: a device an editor uses is remembered as long as they keep using it (each sign-in renews it). */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** An address as a key: counts and cookies (also in Redis) hold no e-mail address. */
export const addressKey = (email: string) => createHash('sha256').update(email.toLowerCase().trim()).digest('hex');

const cookieName = (address: string) => `${COOKIE_PREFIX}${address.slice(0, 16)}`;
const signature = (secret: string, address: string, nonce: string) => createHmac('sha256', secret).update(`device:${address}:${nonce}`).digest('base64url');

/** The nonce of this browser's valid device cookie for the address, or null (none, or forged). */
export function deviceNonce(headers: Headers, address: string, secret: string): string | null {
  const value = parseCookies(headers).get(cookieName(address));
  const [nonce, mac, ...rest] = value?.split('.') ?? [];
  if (!nonce || !mac || rest.length > 0 || !/^[\w-]{16,64}$/.test(nonce)) return null;
  const expected = Buffer.from(signature(secret, address, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** A new device cookie for the address (Set-Cookie value); `Secure` when the visit came over https. */
export function deviceCookie(address: string, secret: string, secure: boolean): string {
  const nonce = randomBytes(18).toString('base64url');
  const attributes = [`Path=${DEVICE_COOKIE_PATH}`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  return [`${cookieName(address)}=${nonce}.${signature(secret, address, nonce)}`, ...attributes].join('; ');
}

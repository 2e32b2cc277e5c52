import type { ServerResponse } from 'node:http';

import type { RequestStep } from '@/lib/server/requestStep';

/** Payload's session cookie (its default cookie prefix, "payload"). */
const AUTH_COOKIE = 'payload-token';

/** The cookie as given, with `Secure` added when it is the session cookie and lacks it. */
export function secureAuthCookie(cookie: string): string {
  const name = cookie.slice(0, cookie.indexOf('=')).trim();
  if (name !== AUTH_COOKIE || /;\s*secure(?:[;=]|\s*$)/i.test(cookie)) return cookie;
  return `${cookie}; Secure`;
}

/**
 * Payload marks its session cookie `Secure` only by a fixed setting, and the site is served both
 * ways: over https behind the proxy in production, over plain http on a developer's machine and in
 * the tests (where a browser would drop a Secure cookie). So the flag follows the request: a
 * response to a request that came over https (X-Forwarded-Proto, which only a trusted proxy can
 * set: the pipeline's first step, src/lib/server/forwardedHeaders.ts) gets it on the session
 * cookie, whichever route set it (sign-in, refresh, sign-out, the admin). The headers are complete
 * when the head is written, through the response's own `writeHead` (Node's implicit head too).
 * Canary: secureAuthCookie.canary.test.ts (Payload's cookie, and Next writing it before writeHead).
 */
export const secureAuthCookieOverHttps: RequestStep = (request, response, next) => {
  if (request.headers['x-forwarded-proto'] === 'https') {
    const writeHead = response.writeHead;
    response.writeHead = function writeHeadWithSecureCookie(this: ServerResponse, ...args: unknown[]) {
      const cookies = this.getHeader('set-cookie');
      if (cookies !== undefined) this.setHeader('Set-Cookie', (Array.isArray(cookies) ? cookies : [String(cookies)]).map(secureAuthCookie));
      return Reflect.apply(writeHead, this, args) as ServerResponse;
    } as typeof writeHead;
  }
  next();
};

import { ServerResponse } from 'node:http';

import { buildConfig } from 'payload';
import { generatePayloadCookie } from 'payload/shared';
import { describe, expect, it, vi } from 'vitest';

import { nextResponseWriters, nodeResponse, versionOf } from './canary';
import { secureAuthCookieOverHttps } from './secureAuthCookie';

/** Payload's session cookie as its sign-in sets it, with the defaults the site keeps (no `cookies.secure`). */
function payloadSessionCookie(cookiePrefix: string): string {
  return generatePayloadCookie({ collectionAuthConfig: { cookies: { sameSite: 'Lax', secure: false }, tokenExpiration: 7200 } as never, cookiePrefix, token: 'canary' });
}

describe(`canary: the session cookie in Payload ${versionOf('payload')} and Next ${versionOf('next')} (src/platform/secureAuthCookie.ts)`, () => {
  it('Payload calls its session cookie payload-token and marks it Secure only by its fixed setting', async () => {
    const config = await buildConfig({ secret: 'canary', db: { defaultIDType: 'number', init: () => ({}) } as never, collections: [] });
    expect(config.cookiePrefix, 'Payload’s default cookie prefix changed: AUTH_COOKIE in src/platform/secureAuthCookie.ts (and src/cms/http/credentials.ts) names the old cookie').toBe('payload');
    const cookie = payloadSessionCookie(config.cookiePrefix);
    expect(cookie.startsWith('payload-token='), `Payload’s session cookie is no longer "<prefix>-token": ${cookie}`).toBe(true);
    expect(cookie, 'Payload now marks the cookie Secure by itself: check whether it follows the request (then remove the workaround)').not.toMatch(/;\s*Secure/i);
  });

  it('Next hands a route handler’s Set-Cookie to Node before the response starts, and starts it through writeHead', async () => {
    const { sendRouteResponse } = nextResponseWriters();
    const seen: unknown[] = [];
    const writeHead = ServerResponse.prototype.writeHead;
    vi.spyOn(ServerResponse.prototype, 'writeHead').mockImplementation(function (this: ServerResponse, ...args: unknown[]) {
      // Next 16.4.6 keeps a single value as a string, 16.4.5 as a one-element array: the workaround takes both.
      seen.push([this.getHeader('set-cookie')].flat());
      return Reflect.apply(writeHead, this, args) as ServerResponse;
    });
    const cookie = payloadSessionCookie('payload');
    const res = nodeResponse({ 'x-forwarded-proto': 'https' });
    await sendRouteResponse(res, new Response('{}', { headers: { 'Set-Cookie': cookie } }));
    expect(
      seen,
      'Next no longer starts a route handler’s response through the response’s writeHead with Set-Cookie already on it: ' +
        'src/platform/secureAuthCookie.ts (a wrapper of that method) would no longer see the cookie. Find where Next writes the headers now (next/dist/server/send-response.js).',
    ).toEqual([[cookie]]);
    vi.restoreAllMocks();

    const secured = nodeResponse({ 'x-forwarded-proto': 'https' });
    secureAuthCookieOverHttps(secured.req, secured, () => undefined);
    await sendRouteResponse(secured, new Response('{}', { headers: { 'Set-Cookie': cookie } }));
    expect(String(secured.getHeader('set-cookie'))).toMatch(/; Secure$/);
  });
});

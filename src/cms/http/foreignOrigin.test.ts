import { describe, expect, it } from 'vitest';

import { FOREIGN_ORIGIN_MESSAGE, isForeignCookieRequest, refuseForeignOrigins } from './foreignOrigin';
import { cmsOrigins } from './origins';

const TRUSTED = ['https://www.mobilclub.example'];
const COOKIE = 'mc_consent=1; payload-token=abc';

const post = (headers: Record<string, string>, method = 'POST') => new Request('https://www.mobilclub.example/api/redirects', { method, headers });

describe('cmsOrigins', () => {
  it('is the site’s public address when it is configured', () => {
    expect(cmsOrigins({ PUBLIC_SITE_URL: 'https://www.mobilclub.example/' })).toEqual({
      serverURL: 'https://www.mobilclub.example',
      trusted: ['https://www.mobilclub.example'],
    });
  });

  it('is this machine on its port without one (development, tests), with links relative to the admin', () => {
    expect(cmsOrigins({ PORT: '3400' })).toEqual({
      serverURL: '',
      trusted: ['http://localhost:3400', 'http://127.0.0.1:3400', 'http://[::1]:3400'],
    });
    expect(cmsOrigins({}).trusted).toContain('http://localhost:3000');
  });
});

describe('isForeignCookieRequest', () => {
  it('refuses changes with the session cookie from another port, subdomain or site', () => {
    for (const origin of ['https://www.mobilclub.example:8443', 'https://shop.mobilclub.example', 'https://evil.example', 'null']) {
      expect(isForeignCookieRequest(post({ cookie: COOKIE, origin }), TRUSTED), origin).toBe(true);
    }
    expect(isForeignCookieRequest(post({ cookie: COOKIE, origin: 'https://evil.example' }, 'DELETE'), TRUSTED)).toBe(true);
    expect(isForeignCookieRequest(post({ cookie: COOKIE, 'sec-fetch-site': 'same-site' }), TRUSTED)).toBe(true);
  });

  it('lets through the CMS’s own requests, reads, and requests without the cookie', () => {
    expect(isForeignCookieRequest(post({ cookie: COOKIE, origin: 'https://www.mobilclub.example' }), TRUSTED)).toBe(false);
    expect(isForeignCookieRequest(post({ cookie: COOKIE, origin: 'https://evil.example' }, 'GET'), TRUSTED)).toBe(false);
    expect(isForeignCookieRequest(post({ cookie: 'mc_consent=1', origin: 'https://evil.example' }), TRUSTED)).toBe(false);
    expect(isForeignCookieRequest(post({ authorization: 'JWT abc', origin: 'https://evil.example' }), TRUSTED)).toBe(false);
    // Servers and scripts send neither Origin nor Fetch Metadata; a browser always sends one of them.
    expect(isForeignCookieRequest(post({ cookie: COOKIE }), TRUSTED)).toBe(false);
    expect(isForeignCookieRequest(post({ cookie: COOKIE, 'sec-fetch-site': 'same-origin' }), TRUSTED)).toBe(false);
  });
});

describe('refuseForeignOrigins', () => {
  it('answers 403 with a German message and never calls the CMS', async () => {
    let called = 0;
    const handler = refuseForeignOrigins(async () => {
      called += 1;
      return new Response('ok');
    }, TRUSTED);
    const refused = await handler(post({ cookie: COOKIE, origin: 'https://shop.mobilclub.example' }));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(FOREIGN_ORIGIN_MESSAGE);
    expect(called).toBe(0);
    expect((await handler(post({ cookie: COOKIE, origin: 'https://www.mobilclub.example' }))).status).toBe(200);
    expect(called).toBe(1);
  });
});

import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import { describe, expect, it } from 'vitest';

import { secureAuthCookie, secureAuthCookieOverHttps } from './secureAuthCookie';

const SESSION = 'payload-token=abc.def; Expires=Wed, 25 Nov 2026 12:40:08 GMT; Path=/; HttpOnly=true; SameSite=Lax';

function response(proto: string) {
  const request = new IncomingMessage(new Socket());
  request.headers['x-forwarded-proto'] = proto;
  const res = new ServerResponse(request);
  // Nothing is sent: the headers are only assembled.
  res.assignSocket(new Socket());
  return res;
}

describe('secureAuthCookie', () => {
  it('adds Secure to the session cookie only, once', () => {
    expect(secureAuthCookie(SESSION)).toBe(`${SESSION}; Secure`);
    expect(secureAuthCookie(`${SESSION}; Secure`)).toBe(`${SESSION}; Secure`);
    expect(secureAuthCookie('payload-token=; Path=/; Secure=true; SameSite=Lax')).toBe('payload-token=; Path=/; Secure=true; SameSite=Lax');
    expect(secureAuthCookie('mc_consent=1; Path=/')).toBe('mc_consent=1; Path=/');
    expect(secureAuthCookie('payload-token-other=1')).toBe('payload-token-other=1');
  });
});

describe('secureAuthCookieOverHttps', () => {
  it('marks the session cookie Secure when the request came over https', () => {
    const res = response('https');
    secureAuthCookieOverHttps(res.req, res, () => undefined);
    res.setHeader('Set-Cookie', [SESSION, 'other=1; Path=/']);
    res.writeHead(200);
    expect(res.getHeader('set-cookie')).toEqual([`${SESSION}; Secure`, 'other=1; Path=/']);
  });

  it('leaves it as it is over http, where a browser would drop a Secure cookie', () => {
    const res = response('http');
    secureAuthCookieOverHttps(res.req, res, () => undefined);
    res.appendHeader('Set-Cookie', SESSION);
    res.writeHead(200);
    expect(res.getHeader('set-cookie')).toBe(SESSION);
  });
});

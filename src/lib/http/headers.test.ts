import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';

import { PAGE_CACHE_CONTROL, PROXY_BYPASS_SOURCE, clientHintsOnlyForAdmin, contentSecurityPolicy, policyHeaders, siteHeaders } from './headers';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

/** Whether a header rule's source applies to a path, matched as Next matches it. */
const matches = (source: string, path: string) => getPathMatch(source)(`/${path}`) !== false;

describe('content security policy', () => {
  it('never allows eval in production, plugins, foreign bases, form targets or framing by others', () => {
    const policy = directives(contentSecurityPolicy({ dev: false }));
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']));
  });

  it('lets the development server evaluate code, and the browser call a configured endpoint', () => {
    expect(directives(contentSecurityPolicy({ dev: true }))['script-src']).toContain("'unsafe-eval'");
    expect(directives(contentSecurityPolicy({ dev: false, connectSrc: ['https://cms.example'] }))['connect-src']).toContain('https://cms.example');
  });
});

describe('site headers', () => {
  const rules = siteHeaders({ dev: false, notContent: ['_next', 'admin', 'api', 'builds'] });

  it('sends HSTS only on https', () => {
    const hsts = rules.find((rule) => rule.headers.some((header) => header.key === 'Strict-Transport-Security'));
    expect(hsts?.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }]);
  });

  it('gives content pages the short shared-cache lifetime, and leaves routes and files alone', () => {
    const pageRule = rules.find((rule) => rule.headers.some((header) => header.value === PAGE_CACHE_CONTROL));
    expect(pageRule).toBeDefined();
    const source = pageRule?.source ?? '';
    for (const path of ['', 'reisen', 'reisen/camping', 'reisen/urlaub-10001', 'administration', 'api-tipps']) {
      expect(matches(source, path), path).toBe(true);
    }
    for (const path of ['admin', 'admin/collections', 'api/graphql', 'builds/latest.json', '_next/static/x.js', 'sw.js', 'favicon.ico', 'icons/icon-192.png']) {
      expect(matches(source, path), path).toBe(false);
    }
  });
});

describe('policies', () => {
  it('are set here only for the routes the proxy never sees; the proxy sets the same for pages', () => {
    const rules = siteHeaders({ dev: false, notContent: ['_next', 'admin', 'api'] });
    const policyRules = rules.filter((rule) => rule.headers.some((header) => header.key === 'Content-Security-Policy'));
    expect(policyRules.map((rule) => rule.source)).toEqual([PROXY_BYPASS_SOURCE]);
    for (const path of ['admin', 'admin/collections/channels', 'api/graphql', 'api/media/file/x.webp', '_next/static/chunks/a.js']) {
      expect(matches(PROXY_BYPASS_SOURCE, path), path).toBe(true);
    }
    for (const path of ['', 'reisen', 'administration', 'api-tipps', 'robots.txt', 'wp-login.php']) {
      expect(matches(PROXY_BYPASS_SOURCE, path), path).toBe(false);
    }
    expect(Object.fromEntries(policyHeaders({ dev: false }))).toEqual(
      Object.fromEntries((policyRules[0]?.headers ?? []).map((header) => [header.key, header.value])),
    );
  });
});

describe('draft previews', () => {
  it('never get the shared-cache lifetime: the rule skips requests with draft mode’s cookie', () => {
    const rules = siteHeaders({ dev: false, notContent: ['admin'] });
    const pageRule = rules.find((rule) => rule.headers.some((header) => header.value === PAGE_CACHE_CONTROL));
    expect(pageRule?.missing).toEqual([{ type: 'cookie', key: '__prerender_bypass' }]);
  });
});

describe('career link pages', () => {
  it('are never cached, never leak their token as a referrer, never indexed', () => {
    const rules = siteHeaders({ dev: false, notContent: ['karriere-portal'] });
    const last = rules.filter((rule) => matches(rule.source, 'karriere-portal/unsubscribe/abc')).flatMap((rule) => rule.headers);
    const final = Object.fromEntries(last.map((header) => [header.key, header.value]));
    expect(final).toMatchObject({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' });
  });
});

describe('client hints', () => {
  it('are kept to the admin; other rules stay as they are', () => {
    const payloadRules = [
      { source: '/:path*', headers: [{ key: 'X-Own', value: '1' }] },
      { source: '/:path*', headers: [{ key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' }, { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' }] },
    ];
    expect(clientHintsOnlyForAdmin(payloadRules).map((rule) => rule.source)).toEqual(['/:path*', '/admin/:path*']);
  });
});

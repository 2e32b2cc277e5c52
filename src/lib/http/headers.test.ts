import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';

import { PAGE_CACHE_CONTROL, PROXY_BYPASS_SOURCE, clientHintsOnlyForAdmin, contentSecurityPolicy, permissionsPolicy, policyHeaders, siteHeaders } from './headers';

const directives = (policy: string): Record<string, string[]> =>
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
  });

  it('names no third-party host when no vendor is configured', () => {
    const sources = Object.values(directives(contentSecurityPolicy({ dev: false }))).flat();
    expect(sources.filter((source) => !["'self'", "'none'", "'unsafe-inline'", 'data:', 'blob:'].includes(source))).toEqual([]);
    expect(permissionsPolicy()).toContain('fullscreen=(self)');
  });

  it('names each configured vendor’s hosts, and no other vendor’s', () => {
    const hostsOf = (vendors: Parameters<typeof contentSecurityPolicy>[0]['vendors']) =>
      [...new Set(Object.values(directives(contentSecurityPolicy({ dev: false, vendors }))).flat().filter((source) => source.startsWith('https://')))].sort();
    expect(hostsOf(['youtube', 'vimeo'])).toEqual(['https://player.vimeo.com', 'https://www.youtube-nocookie.com', 'https://www.youtube.com']);
    expect(hostsOf(['mux'])).toEqual(['https://*.litix.io', 'https://*.mux.com']);
    expect(hostsOf(['tagManager'])).toEqual(['https://*.analytics.google.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com']);
    expect(hostsOf(['usercentrics'])).toEqual(['https://*.usercentrics.eu']);
    const policy = directives(contentSecurityPolicy({ dev: false, vendors: ['tagManager', 'youtube'] }));
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://www.youtube-nocookie.com', 'https://www.youtube.com']);
    expect(permissionsPolicy(['tagManager', 'vimeo'])).toContain('fullscreen=(self "https://player.vimeo.com")');
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
  it('are set here only for the routes the proxy never sees, naming no vendor; the proxy sets the same for pages of a site without vendors', () => {
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

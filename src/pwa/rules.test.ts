import { describe, expect, it } from 'vitest';

import { isCacheable, isHashedAsset, isImageRequest, isNeverStoredPage, isPageDataRequest, isPageRequest } from './rules';

const ORIGIN = 'https://www.mobilclub.example';

function request(path: string, init: { mode?: RequestMode; destination?: RequestDestination; headers?: Record<string, string>; method?: string } = {}) {
  const url = new URL(path, ORIGIN);
  return {
    url,
    request: {
      method: init.method ?? 'GET',
      mode: init.mode ?? 'cors',
      destination: init.destination ?? '',
      headers: new Headers(init.headers),
    },
  };
}

describe('what the service worker caches', () => {
  it('takes navigations to pages and requests for their HTML', () => {
    for (const { request: req, url } of [
      request('/verkehr/winter-fahrtipps-10012', { mode: 'navigate', destination: 'document' }),
      request('/', { mode: 'navigate', destination: 'document' }),
      request('/reisen', { headers: { Accept: 'text/html' } }),
    ]) {
      expect(isPageRequest(req, url, ORIGIN)).toBe(true);
    }
  });

  it('never takes the admin, the API, build files, the worker, other hosts or other methods', () => {
    for (const { request: req, url } of [
      request('/admin', { mode: 'navigate', destination: 'document' }),
      request('/admin/collections/articles', { mode: 'navigate', destination: 'document' }),
      request('/api/graphql', { headers: { Accept: 'text/html' } }),
      request('/api/media/file/bild.jpg', { destination: 'image' }),
      request('/builds/latest.json?t=1', { headers: { Accept: 'text/html' } }),
      request('/sw.js', { headers: { Accept: 'text/html' } }),
      request('/login-nuxt/redirect-target?redirect=/verkehr', { mode: 'navigate', destination: 'document' }),
      request('https://www.youtube-nocookie.com/embed/x', { mode: 'navigate', destination: 'document' }),
      request('/verkehr', { mode: 'navigate', destination: 'document', method: 'POST' }),
    ]) {
      expect(isPageRequest(req, url, ORIGIN)).toBe(false);
      expect(isImageRequest(req, url, ORIGIN)).toBe(false);
    }
  });

  it('keeps a page’s RSC payload apart from its HTML, and prefetches out', () => {
    const nav = request('/verkehr?_rsc=abc', { headers: { RSC: '1', Accept: '*/*' } });
    expect(isPageDataRequest(nav.request, nav.url, ORIGIN)).toBe(true);
    expect(isPageRequest(nav.request, nav.url, ORIGIN)).toBe(false);
    const prefetch = request('/verkehr?_rsc=def', { headers: { RSC: '1', 'Next-Router-Prefetch': '1' } });
    expect(isPageDataRequest(prefetch.request, prefetch.url, ORIGIN)).toBe(false);
  });

  it('takes hashed build files and the site’s pictures', () => {
    const chunk = request('/_next/static/chunks/0abc.js', { destination: 'script' });
    expect(isHashedAsset(chunk.request, chunk.url, ORIGIN)).toBe(true);
    const picture = request('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=640&q=75', { destination: 'image' });
    expect(isImageRequest(picture.request, picture.url, ORIGIN)).toBe(true);
    expect(isPageRequest(picture.request, picture.url, ORIGIN)).toBe(false);
  });

  it('stores only complete, shareable answers: no drafts, errors or redirects', () => {
    const response = (status: number, cacheControl?: string) => new Response(null, { status, headers: cacheControl ? { 'Cache-Control': cacheControl } : {} });
    expect(isCacheable(response(200, 's-maxage=300, stale-while-revalidate=31535700'))).toBe(true);
    expect(isCacheable(response(200))).toBe(true);
    expect(isCacheable(response(200, 'private, no-cache, no-store, max-age=0, must-revalidate'))).toBe(false);
    expect(isCacheable(response(200, 'no-store'))).toBe(false);
    expect(isCacheable(response(404))).toBe(false);
    expect(isCacheable(response(500))).toBe(false);
    expect(isCacheable(response(307))).toBe(false);
  });

  it('is not asked to fetch a page again that no cache may keep: search results, career links', () => {
    expect(isNeverStoredPage('/suche')).toBe(true);
    expect(isNeverStoredPage('/karriere-portal/unsubscribe/abc')).toBe(true);
    expect(isNeverStoredPage('/karriere-portal')).toBe(true);
    expect(isNeverStoredPage('/karriere')).toBe(false);
    expect(isNeverStoredPage('/verkehr/suche-nach-dem-parkplatz-10020')).toBe(false);
    expect(isNeverStoredPage('/')).toBe(false);
  });
});

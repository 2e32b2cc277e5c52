import { describe, expect, it, vi } from 'vitest';

import { TAGS, listingTagsForArticle, tagsForPath } from '@/lib/cms/tags';

import { BAN_HEADER, banExpression, purgeEndpoint, purgeHttpCache } from './purge';

/** Whether the cache would drop the object cached for this URL. */
function purges(tags: string[], url: string): boolean {
  const expression = banExpression(tags);
  return expression !== null && new RegExp(expression).test(url);
}

describe('what a publish purges from the HTTP cache', () => {
  const article = '/reisen/vignette-maut-italien-10001';

  it("purges an article's page in every variant, and nothing else", () => {
    const tags = [TAGS.path(article)];
    expect(purges(tags, article)).toBe(true);
    expect(purges(tags, `${article}?_rsc=1x2y3`)).toBe(true);
    expect(purges(tags, '/reisen/vignette-maut-italien-100012')).toBe(false);
    expect(purges(tags, '/reisen')).toBe(false);
  });

  it("purges the lists of the article's channels, with their page numbers", () => {
    const tags = listingTagsForArticle(article);
    expect(purges(tags, '/reisen')).toBe(true);
    expect(purges(tags, '/reisen?page=2')).toBe(true);
    expect(purges(tags, '/reisen-extra')).toBe(false);
    expect(purges(tags, '/verkehr')).toBe(false);
  });

  it('purges everything below a channel that moved, but not the channel next to it', () => {
    const tags = [TAGS.subtree('/reisen')];
    expect(purges(tags, article)).toBe(true);
    expect(purges(tags, '/reisenzeit/anderes-10002')).toBe(false);
  });

  it('takes paths literally, not as expressions', () => {
    expect(purges([TAGS.path('/a.b')], '/axb')).toBe(false);
    expect(purges([TAGS.path('/a.b')], '/a.b')).toBe(true);
    expect(purges([TAGS.path('/')], '/')).toBe(true);
    expect(purges([TAGS.path('/')], '/?_rsc=1')).toBe(true);
    expect(purges([TAGS.path('/')], '/reisen')).toBe(false);
  });

  it('purges every page for the navigation, the channel tree, job lists and unknown tags', () => {
    for (const tag of [TAGS.navigation, TAGS.channelTree, TAGS.jobs, 'something-new']) {
      expect(banExpression([TAGS.path(article), tag])).toBe('^/');
    }
  });

  it('purges the sitemaps only for the sitemap tag', () => {
    expect(purges([TAGS.sitemap], '/sitemap.xml')).toBe(true);
    expect(purges([TAGS.sitemap], '/sitemaps/articles-1.xml')).toBe(true);
    expect(purges([TAGS.sitemap], '/reisen')).toBe(false);
  });

  it("covers the tags a page is cached under", () => {
    // Whatever the CMS expires for a path, the page at that path goes.
    expect(purges(tagsForPath(article), article)).toBe(true);
    expect(banExpression([])).toBeNull();
  });
});

describe('sending the purge', () => {
  const endpoint = new URL('http://127.0.0.1:6081/');

  it('sends one BAN with the expression', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => new Response('ok', { status: 200 }));
    const logger = { warn: vi.fn() };
    await expect(purgeHttpCache([TAGS.path('/verkehr')], { endpoint, logger, fetcher })).resolves.toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://127.0.0.1:6081/');
    expect(init?.method).toBe('BAN');
    expect(new Headers(init?.headers).get(BAN_HEADER)).toBe('^/verkehr(\\?|$)');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('logs, never throws, when the cache is down or refuses', async () => {
    const logger = { warn: vi.fn() };
    const down = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('fetch failed')));
    await expect(purgeHttpCache([TAGS.navigation], { endpoint, logger, fetcher: down })).resolves.toBe(false);
    const refused = vi.fn<typeof fetch>(async () => new Response('no', { status: 403 }));
    await expect(purgeHttpCache([TAGS.navigation], { endpoint, logger, fetcher: refused })).resolves.toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('reads the endpoint from HTTP_CACHE_PURGE_URL and rejects anything but http(s)', () => {
    expect(purgeEndpoint({})).toBeNull();
    expect(purgeEndpoint({ HTTP_CACHE_PURGE_URL: 'http://127.0.0.1:6081/' })?.href).toBe('http://127.0.0.1:6081/');
    expect(() => purgeEndpoint({ HTTP_CACHE_PURGE_URL: 'varnish:6081' })).toThrow(/HTTP_CACHE_PURGE_URL/);
  });
});

import { describe, expect, it } from 'vitest';

import { parseSitemapFileName, sitemapFileName, sitemapFiles, sitemapIndex, urlSet } from './sitemap';

describe('sitemap files with job postings', () => {
  it('give job postings files of their own once the sitemap is split, and none while there are none', () => {
    expect(sitemapFiles({ channels: 1, articles: 3, jobs: 2 }, 4)?.map(sitemapFileName)).toEqual(['channels-1.xml', 'articles-1.xml', 'jobs-1.xml']);
    expect(sitemapFiles({ channels: 1, articles: 5, jobs: 0 }, 4)?.map(sitemapFileName)).toEqual(['channels-1.xml', 'articles-1.xml', 'articles-2.xml']);
    expect(parseSitemapFileName('jobs-2.xml')).toEqual({ kind: 'jobs', page: 2 });
  });
});

describe('sitemap', () => {
  it('fits in one file up to the limit, and splits past it into channel and article files', () => {
    expect(sitemapFiles({ channels: 10, articles: 49_990 })).toBeNull();
    expect(sitemapFiles({ channels: 10, articles: 49_991 })).toEqual([
      { kind: 'channels', page: 1 },
      { kind: 'articles', page: 1 },
    ]);
    expect(sitemapFiles({ channels: 10, articles: 120_000 })?.map(sitemapFileName)).toEqual([
      'channels-1.xml',
      'articles-1.xml',
      'articles-2.xml',
      'articles-3.xml',
    ]);
    expect(sitemapFiles({ channels: 3, articles: 7 }, 4)?.map(sitemapFileName)).toEqual([
      'channels-1.xml',
      'articles-1.xml',
      'articles-2.xml',
    ]);
  });

  it('reads back only the names it writes', () => {
    expect(parseSitemapFileName('articles-12.xml')).toEqual({ kind: 'articles', page: 12 });
    expect(parseSitemapFileName('channels-1.xml')).toEqual({ kind: 'channels', page: 1 });
    for (const name of ['articles-0.xml', 'articles-1.json', 'drafts-1.xml', 'articles-01.xml', 'index.xml']) {
      expect(parseSitemapFileName(name)).toBeNull();
    }
  });

  it('lists canonical URLs with their last change, escaped', () => {
    const xml = urlSet(
      [
        { path: '/', lastModified: '2026-11-20T10:00:00.000Z' },
        { path: '/reisen/a&b-10001', lastModified: null },
      ],
      'https://www.mobilclub.example',
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://www.mobilclub.example/</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://www.mobilclub.example/reisen/a&amp;b-10001</loc></url>');
  });

  it('indexes the split files under /sitemaps/', () => {
    const xml = sitemapIndex([{ kind: 'articles', page: 2 }], 'https://www.mobilclub.example');
    expect(xml).toContain('<sitemap><loc>https://www.mobilclub.example/sitemaps/articles-2.xml</loc></sitemap>');
  });
});

import { describe, expect, it } from 'vitest';

import { type PathIndex, lookupPath } from './pathIndex';
import { type AddressBook, resolveAddress } from './resolveAddress';

/** The site's content as both sides have it: the CMS's pages and the index built from them. */
const PAGES = [
  { kind: 'channel', slug: 'verkehr', path: '/verkehr' },
  { kind: 'channel', slug: 'winter', path: '/verkehr/winter' },
  { kind: 'article', id: 10007, path: '/verkehr/winter/glatteis-richtig-bremsen-10007' },
] as const;
const REDIRECTS = new Map([['/alt', { to: '/verkehr', permanent: true }]]);

const index: PathIndex = {
  pages: new Set(['/', ...PAGES.map((page) => page.path)]),
  redirects: REDIRECTS,
  articles: new Map(PAGES.flatMap((page) => (page.kind === 'article' ? [[page.id, page.path] as const] : []))),
  channels: new Map(PAGES.flatMap((page) => (page.kind === 'channel' ? [[page.slug, page.path] as const] : []))),
};

/** As the CMS answers: asynchronously, the page by its slug or id whatever the path around it. */
const asked: string[] = [];
const cms: AddressBook<string> = {
  redirect: async (path) => {
    asked.push(`redirect ${path}`);
    return REDIRECTS.get(path);
  },
  page: async (parsed) => {
    asked.push(`page ${parsed.path}`);
    if (parsed.kind === 'home') return { page: 'home', path: '/' };
    const page = PAGES.find((candidate) => (parsed.kind === 'article' ? candidate.kind === 'article' && candidate.id === parsed.articleId : candidate.kind === 'channel' && candidate.slug === parsed.slug));
    return page ? { page: page.path, path: page.path } : undefined;
  },
  articlePath: async (id) => PAGES.find((page) => page.kind === 'article' && page.id === id)?.path,
  channelPath: async (slug) => PAGES.find((page) => page.kind === 'channel' && page.slug === slug)?.path,
};

const ADDRESSES = [
  '/',
  '/verkehr',
  '/verkehr/winter',
  '/winter',
  '/reisen/winter',
  '/verkehr/winter/glatteis-richtig-bremsen-10007',
  '/reisen/alter-titel-10007',
  '/verkehr/unbekannt-10099',
  '/alt',
  '/article/10007',
  '/article/10099',
  '/article/abc',
  '/channel/winter',
  '/channel/Winter',
  '/gibt-es-nicht',
  '/VERKEHR',
  '/wp-login.php',
];

describe('an address', () => {
  it('leads where it leads whether the server decides it from the index or the page from the CMS', async () => {
    for (const address of ADDRESSES) {
      const fromIndex = await lookupPath(index, address);
      const fromCms = await resolveAddress(address, cms);
      const shape = (verdict: typeof fromIndex | typeof fromCms) => (verdict.kind === 'redirect' ? verdict : { kind: verdict.kind });
      expect(shape(fromCms), address).toEqual(shape(fromIndex));
    }
  });

  it('is decided in the spec’s order: the two short forms, an editor’s redirect, then the page, which an article’s id decides', async () => {
    expect(await resolveAddress('/channel/winter', cms)).toEqual({ kind: 'redirect', to: '/verkehr/winter', permanent: true });
    expect(await resolveAddress('/reisen/alter-titel-10007', cms)).toEqual({ kind: 'redirect', to: '/verkehr/winter/glatteis-richtig-bremsen-10007', permanent: true });
    expect(await resolveAddress('/reisen/winter', cms)).toEqual({ kind: 'not-found', fatal: false });
    expect(await resolveAddress('/VERKEHR', cms)).toEqual({ kind: 'not-found', fatal: true });
    asked.length = 0;
    expect(await resolveAddress('/verkehr/winter', cms)).toEqual({ kind: 'page', page: '/verkehr/winter' });
    expect(asked).toEqual(['redirect /verkehr/winter', 'page /verkehr/winter']);
  });
});

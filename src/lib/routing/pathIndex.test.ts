import { describe, expect, it } from 'vitest';

import { type PathIndex, lookupPath } from './pathIndex';

const index: PathIndex = {
  pages: new Set(['/', '/verkehr', '/verkehr/glatteis-richtig-bremsen-10007', '/karriere/reiseberater-innsbruck-10105']),
  redirects: new Map([
    ['/alt/verkehr', { to: '/verkehr', permanent: true }],
    // An editor's redirect wins over the page at the same path.
    ['/verkehr', { to: '/reisen', permanent: false }],
  ]),
  articles: new Map([
    [10007, '/verkehr/glatteis-richtig-bremsen-10007'],
    [10105, '/karriere/reiseberater-innsbruck-10105'],
  ]),
  channels: new Map([['verkehr', '/verkehr']]),
};

describe('lookupPath', () => {
  it('renders published pages', async () => {
    expect(await lookupPath(index, '/')).toEqual({ kind: 'page', page: true });
    expect(await lookupPath(index, '/verkehr/glatteis-richtig-bremsen-10007')).toEqual({ kind: 'page', page: true });
    expect(await lookupPath(index, '/karriere/reiseberater-innsbruck-10105')).toEqual({ kind: 'page', page: true });
  });

  it('follows editors’ redirects first', async () => {
    expect(await lookupPath(index, '/alt/verkehr')).toEqual({ kind: 'redirect', to: '/verkehr', permanent: true });
    expect(await lookupPath(index, '/verkehr')).toEqual({ kind: 'redirect', to: '/reisen', permanent: false });
  });

  it('leads an article asked under an old slug or channel to where it lives, by its id', async () => {
    expect(await lookupPath(index, '/reisen/alter-titel-10007')).toEqual({ kind: 'redirect', to: '/verkehr/glatteis-richtig-bremsen-10007', permanent: true });
    expect(await lookupPath(index, '/x/y-10105')).toEqual({ kind: 'redirect', to: '/karriere/reiseberater-innsbruck-10105', permanent: true });
  });

  it('leads /article/{id} and /channel/{slug} to the canonical path', async () => {
    expect(await lookupPath(index, '/article/10007')).toEqual({ kind: 'redirect', to: '/verkehr/glatteis-richtig-bremsen-10007', permanent: true });
    expect(await lookupPath(index, '/channel/verkehr')).toEqual({ kind: 'redirect', to: '/verkehr', permanent: true });
  });

  it('finds nothing anywhere else', async () => {
    for (const path of [
      '/gibt-es-nicht',
      '/verkehr/gibt-es-nicht-4711',
      '/wp-login.php',
      '/.env',
      '/verkehr/unbekannt-10099',
      '/article/10099',
      '/article/1234',
      '/article/abc',
      '/channel/gibt-es-nicht',
      '/channel/Verkehr',
      '/verkehr/',
      '/VERKEHR',
    ]) {
      expect(await lookupPath(index, path), path).toMatchObject({ kind: 'not-found' });
    }
  });
});

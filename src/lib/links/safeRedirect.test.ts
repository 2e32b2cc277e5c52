import { describe, expect, it } from 'vitest';

import { safeRedirectPath } from './safeRedirect';

const SITE = 'https://www.mobilclub.example';

describe('safeRedirectPath', () => {
  it.each([
    ['/verkehr', '/verkehr'],
    ['/reisen/urlaub-mit-dem-auto?page=2#faq', '/reisen/urlaub-mit-dem-auto?page=2#faq'],
    ['https://www.mobilclub.example/verkehr/staus', '/verkehr/staus'],
    ['?page=2', '/?page=2'],
    ['#inhalt', '/#inhalt'],
    ['/verkehr/../reisen', '/reisen'],
  ])('follows the internal target %s to %s', (target, expected) => {
    expect(safeRedirectPath(target, SITE)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/'],
    ['//evil.example/pfad'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    [' //evil.example'],
    ['\t//evil.example'],
    ['https://www.mobilclub.example.evil.example/'],
    ['https://www.mobilclub.example@evil.example/'],
    ['javascript:alert(1)'],
    ['data:text/html,hallo'],
    ['mailto:info@mobilclub.example'],
    ['tel:+431234'],
    ['/login-nuxt/redirect-target?redirect=/verkehr'],
  ])('leads %j home', (target) => {
    expect(safeRedirectPath(target, SITE)).toBe('/');
  });

  it('never returns a path another host could be read from', () => {
    for (const target of ['/.//evil.example', '/%2F/evil.example', '///evil.example', '/./\\evil.example']) {
      const path = safeRedirectPath(target, SITE);
      expect(path.startsWith('/')).toBe(true);
      expect(path.startsWith('//')).toBe(false);
      expect(new URL(path, SITE).host).toBe('www.mobilclub.example');
    }
  });
});

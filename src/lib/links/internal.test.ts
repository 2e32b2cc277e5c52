import { describe, expect, it } from 'vitest';

import { isInternalLink, isSitePath } from './internal';
import { toSitePath } from './sitePath';

describe('isInternalLink (spec 5)', () => {
  it.each(['/reisen', '#inhalt', '?seite=2', 'mailto:service@mobilclub.example', 'tel:+431234', 'https://www.mobilclub.at/verkehr'])(
    'counts %s as internal',
    (href) => {
      expect(isInternalLink(href, 'www.mobilclub.at')).toBe(true);
    },
  );

  it.each([
    'https://example.org/',
    'http://mobilclub.at/reisen',
    '//evil.example/pfad',
    '/\\evil.example/x',
    '/\t/evil.example/x',
    '/%2F/evil.example',
    '/%5Cevil.example',
    ' //evil.example',
    'javascript:alert(1)',
    'javascript://www.mobilclub.at/%0aalert(1)',
    'reisen',
  ])(
    'counts %j as external',
    (href) => {
      expect(isInternalLink(href, 'www.mobilclub.at')).toBe(false);
    },
  );

  it('turns an absolute URL on the current host into a path, never into one that names a host', () => {
    expect(toSitePath('https://www.mobilclub.at/verkehr?x=1#a', 'www.mobilclub.at')).toBe('/verkehr?x=1#a');
    expect(toSitePath('https://example.org/a', 'www.mobilclub.at')).toBe('https://example.org/a');
    expect(toSitePath('https://www.mobilclub.at//evil.example/x', 'www.mobilclub.at')).toBe('https://www.mobilclub.at//evil.example/x');
    // What the URL parser trims before the scheme counts as it does in a browser.
    expect(toSitePath(' https://www.mobilclub.at/verkehr', 'www.mobilclub.at')).toBe('/verkehr');
  });

  it('leaves paths, anchors, queries and other schemes as they are', () => {
    for (const href of ['/verkehr', '/reisen?page=2#faq', '#inhalt', '?page=2', 'mailto:service@mobilclub.example', 'tel:+431234']) {
      expect(toSitePath(href, 'www.mobilclub.at')).toBe(href);
    }
  });
});

describe('isSitePath', () => {
  it.each(['/', '/reisen', '/reisen/camping?page=2#faq', '/suche%3Fq%3Dx', '/reisen/%C3%BCber', '/%'])('takes %j for a path on this site', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([
    ['another host', '//evil.example/x'],
    ['a backslash browsers read as a slash', '/\\evil.example/x'],
    ['two backslashes', '/\\\\evil.example'],
    ['a tab browsers drop', '/\t/evil.example'],
    ['a line break browsers drop', '/\n/evil.example'],
    ['an encoded slash', '/%2F/evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a path that normalises to two slashes', '/./\\evil.example'],
    ['no leading slash', 'reisen'],
    ['a leading space', ' /reisen'],
  ])('refuses %s: %j', (_, path) => {
    expect(isSitePath(path)).toBe(false);
  });
});

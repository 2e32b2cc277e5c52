import { describe, expect, it } from 'vitest';

import { isInternalLink, toSitePath } from './internal';

describe('isInternalLink (spec 5)', () => {
  it.each(['/reisen', '#inhalt', '?seite=2', 'mailto:service@mobilclub.example', 'tel:+431234', 'https://www.mobilclub.at/verkehr'])(
    'counts %s as internal',
    (href) => {
      expect(isInternalLink(href, 'www.mobilclub.at')).toBe(true);
    },
  );

  it.each(['https://example.org/', 'http://mobilclub.at/reisen', '//evil.example/pfad', 'javascript:alert(1)', 'reisen'])(
    'counts %s as external',
    (href) => {
      expect(isInternalLink(href, 'www.mobilclub.at')).toBe(false);
    },
  );

  it('turns an absolute URL on the current host into a path', () => {
    expect(toSitePath('https://www.mobilclub.at/verkehr?x=1#a', 'www.mobilclub.at')).toBe('/verkehr?x=1#a');
    expect(toSitePath('https://example.org/a', 'www.mobilclub.at')).toBe('https://example.org/a');
  });
});

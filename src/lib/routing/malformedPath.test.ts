import { describe, expect, it } from 'vitest';

import { badRequestPage, isDecodablePath } from './malformedPath';

describe('malformed paths', () => {
  it.each(['/%', '/%zz', '/test%', '/reisen/%e4%', '/a/%G0/b'])('%s cannot be decoded', (path) => {
    expect(isDecodablePath(path)).toBe(false);
  });

  it.each(['/', '/reisen', '/stra%C3%9Fe', '/100%25-sicher', '/a%2Fb'])('%s can', (path) => {
    expect(isDecodablePath(path)).toBe(true);
  });

  it('the 400 page says what went wrong in German and leads home, with the site name escaped', () => {
    const html = badRequestPage('Club <&>');
    expect(html).toContain('<html lang="de-AT">');
    expect(html).toContain('Ungültige Adresse');
    expect(html).toContain('<a href="/">Hier geht es zur Startseite</a>');
    expect(html).toContain('Club &#60;&#38;&#62;');
    expect(html).not.toContain('Club <&>');
  });
});

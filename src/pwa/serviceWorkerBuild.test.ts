import { describe, expect, it } from 'vitest';

import { withoutScripts } from './serviceWorkerBuild';

describe('the offline document', () => {
  it('keeps styles and fonts and drops every script', () => {
    const html = [
      '<!DOCTYPE html><html lang="de-AT"><head>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
      '<script src="/_next/static/chunks/c.js" async=""></script>',
      '</head><body><h1>Sie sind offline</h1>',
      '<script>self.__next_f.push([1,"x"])</script></body></html>',
    ].join('');
    const document = withoutScripts(html);
    expect(document).toContain('/_next/static/chunks/a.css');
    expect(document).toContain('/_next/static/media/font.woff2');
    expect(document).toContain('<h1>Sie sind offline</h1>');
    expect(document).not.toMatch(/<script|as="script"/);
  });
});

import { describe, expect, it } from 'vitest';

import { compileSiteCss } from './siteCss';

describe('the stylesheet written into every page', () => {
  it('holds the classes the components use, minified, in the system font and without a web font', async () => {
    const css = await compileSiteCss();
    expect(css).toContain('.bg-brand{');
    expect(css).toContain('.sr-only{');
    expect(css).toMatch(/font-family:system-ui,/);
    expect(css).not.toContain('@font-face');
    expect(css).not.toContain('\n  ');
  });
});

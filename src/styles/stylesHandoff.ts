/**
 * Hands the stylesheet from the root layout (a server component, which reads it) to
 * InlineSiteStyles (rendered on the server only, in the same process), past the RSC payload:
 * a prop would send the whole stylesheet to the browser a second time.
 */
const KEY = Symbol.for('mobilclub.siteCss');

type WithSiteCss = typeof globalThis & { [KEY]?: string };

export function handOverSiteCss(css: string): void {
  (globalThis as WithSiteCss)[KEY] = css;
}

export function takeSiteCss(): string | undefined {
  return (globalThis as WithSiteCss)[KEY];
}

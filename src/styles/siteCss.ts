import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The site's stylesheet goes into each page's HTML once, not as a `<link>`: a render-blocking
 * request held the first frame back (README "Performance"), and Next's own `inlineCss` would put
 * it into the RSC payload a second time and inline the CMS admin's 590 kB as well.
 *
 * `npm run build` compiles it before `next build` (its static pages need it too) into a file of
 * its own; `next dev` compiles it on every request, so a new class shows after a reload.
 */
export const SITE_CSS_SOURCE = path.resolve('src/app/(site)/globals.css');
export const SITE_CSS_FILE = path.resolve('.site-css/site.css');

/** Tailwind over globals.css, minified: what Next's CSS pipeline would have made of it. */
export async function compileSiteCss(): Promise<string> {
  const [{ default: postcss }, { default: tailwind }] = await Promise.all([import('postcss'), import('@tailwindcss/postcss')]);
  const source = await readFile(SITE_CSS_SOURCE, 'utf8');
  const result = await postcss([tailwind({ optimize: { minify: true } })]).process(source, { from: SITE_CSS_SOURCE });
  return result.css;
}

export async function writeSiteCss(): Promise<{ file: string; bytes: number }> {
  const css = await compileSiteCss();
  await mkdir(path.dirname(SITE_CSS_FILE), { recursive: true });
  await writeFile(SITE_CSS_FILE, css);
  return { file: SITE_CSS_FILE, bytes: Buffer.byteLength(css) };
}

let built: Promise<string> | undefined;

/** The stylesheet for this page: the build's file, read once; in development compiled anew. */
export function siteCss(): Promise<string> {
  if (process.env.NODE_ENV === 'development') return compileSiteCss();
  built ??= readFile(SITE_CSS_FILE, 'utf8').catch((error: unknown) => {
    built = undefined;
    throw new Error(`The site's stylesheet ${SITE_CSS_FILE} is missing: run \`npm run build\` (it runs build:css first).`, { cause: error });
  });
  return built;
}

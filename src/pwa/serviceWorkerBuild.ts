/**
 * After `next build`: writes public/offline.html (the prerendered offline page without its
 * scripts) and bundles the service worker (src/pwa/sw.ts) into public/sw.js with its precache
 * list: the offline document (revision: its content hash), the styles and fonts it links, the
 * icons. Public files are served with `max-age=0`, so browsers and caches in front always
 * revalidate the worker. Both files are build output, not committed.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { build } from 'esbuild';

import { OFFLINE_DOCUMENT, OFFLINE_PATH } from './rules';

const root = process.cwd();
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const ICONS = ['/favicon.ico', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png', '/icons/apple-touch-icon.png'];

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** The page as plain HTML and CSS: no script tags, no script preloads. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="(?:modulepreload|preload)"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

async function precacheEntries(): Promise<{ url: string; revision: string | null }[]> {
  const offlineHtml = await readFile(path.join(distDir, 'server/app', `${OFFLINE_PATH}.html`), 'utf8').catch(() => {
    throw new Error(`${OFFLINE_PATH} was not prerendered: run \`next build\` first (${distDir})`);
  });
  const offlineDocument = withoutScripts(offlineHtml);
  await writeFile(path.join(root, 'public', OFFLINE_DOCUMENT), offlineDocument);
  // Styles and fonts of the offline page; their names carry a content hash already.
  const assets = [...offlineDocument.matchAll(/href="(\/_next\/static\/[^"]+\.(?:css|woff2))"/g)].map((match) => match[1]!);
  const icons = await Promise.all(
    ICONS.map(async (url) => ({ url, revision: hash(await readFile(path.join(root, 'public', url))) })),
  );
  return [
    { url: OFFLINE_DOCUMENT, revision: hash(offlineDocument) },
    ...[...new Set(assets)].map((url) => ({ url, revision: null })),
    ...icons,
  ];
}

export async function buildServiceWorker(): Promise<void> {
  const entries = await precacheEntries();
  const result = await build({
    entryPoints: [path.join(root, 'src/pwa/sw.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    define: {
      'self.__SW_MANIFEST': JSON.stringify(entries),
      'process.env.NODE_ENV': '"production"',
    },
  });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error('esbuild produced no service worker');
  await writeFile(path.join(root, 'public/sw.js'), code);
  console.log(`public/sw.js: ${(code.length / 1024).toFixed(1)} kB, ${entries.length} precached files`);
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded consent library (vanilla-cookieconsent), served from this site so that asking
 * for consent contacts no third party. Rendered once at build time.
 */
const FILES = {
  'cookieconsent.js': { source: 'dist/cookieconsent.umd.js', type: 'text/javascript; charset=utf-8' },
  'cookieconsent.css': { source: 'dist/cookieconsent.css', type: 'text/css; charset=utf-8' },
} as const;

type FileName = keyof typeof FILES;
const isFileName = (name: string): name is FileName => Object.hasOwn(FILES, name);

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: FileName }[] {
  return Object.keys(FILES).filter(isFileName).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  if (!isFileName(file)) return new Response('Not found', { status: 404 });
  const { source, type } = FILES[file];
  const body = await readFile(path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules/vanilla-cookieconsent', source));
  return new Response(body, { headers: { 'Content-Type': type } });
}

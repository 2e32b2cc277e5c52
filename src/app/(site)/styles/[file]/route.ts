import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { SWIPER_STYLESHEET_FILES } from '@/components/carousel/styles';

/**
 * Stylesheets of libraries that only some pages need, served from this site as one file each
 * (rendered once at build time). The carousels link swiper's themselves (Carousel.client.tsx),
 * so pages without one load none of it.
 */
const FILES: Record<string, readonly string[]> = { 'swiper.css': SWIPER_STYLESHEET_FILES };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return Object.keys(FILES).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const sources = FILES[(await params).file];
  if (!sources) return new Response('Not found', { status: 404 });
  const parts = await Promise.all(sources.map((source) => readFile(path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules', source), 'utf8')));
  return new Response(parts.join('\n'), { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
}

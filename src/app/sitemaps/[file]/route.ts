import { getSitemapCounts, getSitemapEntries } from '@/lib/cms';
import {
  SITEMAP_INDEX_FILE,
  SITEMAP_KINDS,
  SITEMAP_LIMIT,
  XML_HEADERS,
  parseSitemapFileName,
  sitemapFiles,
  sitemapIndex,
  urlSet,
} from '@/lib/seo/sitemap';
import { getPublicSettings } from '@/lib/settings/public';

// Cached like the pages and expired with them when a channel or article changes (tag
// `sitemap`). No file is built ahead: the build has no CMS to ask.
export const revalidate = 300;

export function generateStaticParams(): { file: string }[] {
  return [];
}

/**
 * `/sitemap.xml` (rewritten to `index.xml`): every published channel, article and job posting, or past
 * 50,000 an index of the split files, which are served here too.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { siteUrl } = getPublicSettings();
  const name = (await params).file;
  if (name === SITEMAP_INDEX_FILE) {
    const files = sitemapFiles(await getSitemapCounts());
    if (files) return new Response(sitemapIndex(files, siteUrl), { headers: XML_HEADERS });
    const lists = await Promise.all(SITEMAP_KINDS.map((kind) => getSitemapEntries(kind, 1, SITEMAP_LIMIT)));
    return new Response(urlSet(lists.flat(), siteUrl), { headers: XML_HEADERS });
  }
  const file = parseSitemapFileName(name);
  if (!file) return new Response('Not Found', { status: 404 });
  const entries = await getSitemapEntries(file.kind, file.page, SITEMAP_LIMIT);
  if (entries.length === 0 && file.page > 1) return new Response('Not Found', { status: 404 });
  return new Response(urlSet(entries, siteUrl), { headers: XML_HEADERS });
}

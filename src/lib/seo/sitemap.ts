/** The sitemaps protocol's limit of URLs per file. */
export const SITEMAP_LIMIT = 50_000;

/** What `/sitemap.xml` is rewritten to (next.config.ts): the list itself, or the index. */
export const SITEMAP_INDEX_FILE = 'index.xml';

/** What the sitemap lists, each kind in files of its own once it is split. */
export const SITEMAP_KINDS = ['channels', 'articles', 'jobs'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
export type SitemapCounts = Record<SitemapKind, number>;

export interface SitemapFile {
  kind: SitemapKind;
  /** 1-based, as the CMS pages its lists. */
  page: number;
}

/** `channels-1.xml`, `articles-2.xml`: one file of the split sitemap. */
export const sitemapFileName = ({ kind, page }: SitemapFile) => `${kind}-${page}.xml`;

export function parseSitemapFileName(name: string): SitemapFile | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  const kind = SITEMAP_KINDS.find((candidate) => candidate === match?.[1]);
  return match && kind ? { kind, page: Number(match[2]) } : null;
}

/**
 * Which files the sitemap needs: null when everything fits one file (then /sitemap.xml lists
 * the pages itself), otherwise each file of channels, articles and job postings for a sitemap index.
 */
export function sitemapFiles(counts: Partial<SitemapCounts>, limit = SITEMAP_LIMIT): SitemapFile[] | null {
  const total = SITEMAP_KINDS.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
  if (total <= limit) return null;
  return SITEMAP_KINDS.flatMap((kind) => {
    const count = counts[kind] ?? 0;
    // Channels always get a file (there is a home page); empty kinds none.
    const pages = kind === 'channels' ? Math.max(1, Math.ceil(count / limit)) : Math.ceil(count / limit);
    return Array.from({ length: pages }, (_, index): SitemapFile => ({ kind, page: index + 1 }));
  });
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlSet(entries: readonly { path: string; lastModified: string | null }[], siteUrl: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${escapeXml(new Date(lastModified).toISOString())}</lastmod>` : '';
    return `<url><loc>${escapeXml(new URL(path, siteUrl).toString())}</loc>${lastmod}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(files: readonly SitemapFile[], siteUrl: string): string {
  const sitemaps = files.map((file) => `<sitemap><loc>${escapeXml(new URL(`/sitemaps/${sitemapFileName(file)}`, siteUrl).toString())}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

export const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8' };

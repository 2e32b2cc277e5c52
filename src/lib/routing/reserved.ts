/**
 * First path segments the app's own routes take (they win over content): a top-level channel
 * with one of these slugs could never be reached, so the CMS refuses them.
 */
export const RESERVED_TOP_LEVEL_SLUGS: readonly string[] = [
  'admin',
  'api',
  'article',
  'block-previews',
  'builds',
  'channel',
  'consent',
  'karriere-portal',
  'loading',
  'login-nuxt',
  'offline',
  'sitemaps',
  'styles',
  'suche',
  'test',
  'vorschau',
];

export const isReservedTopLevelSlug = (slug: string): boolean => RESERVED_TOP_LEVEL_SLUGS.includes(slug);

/** Paths that are not pages for anyone to find: the CMS, its API, the catalogue, the login playground. */
export const DISALLOWED_PATHS = ['/admin', '/api', '/test', '/login-nuxt'] as const;

export function robotsTxt(siteUrl: string): string {
  const sitemap = new URL('/sitemap.xml', siteUrl).toString();
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemap}`, ''].join('\n');
}

/**
 * What every page tells link previews about the site. Next merges metadata per top-level key,
 * so a page that sets `openGraph` of its own replaces the layout's: it spreads this in as well.
 */
export function siteOpenGraph({ siteName }: { siteName: string }) {
  return { siteName, locale: 'de_AT' } as const;
}

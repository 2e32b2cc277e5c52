import { isPublicFile } from './publicFiles';
import { RESERVED_TOP_LEVEL_SLUGS } from './reserved';

/** Top-level routes of their own; `/article/{id}` and `/channel/{slug}` are answered from the path index. */
const OWN_ROUTES = new Set(RESERVED_TOP_LEVEL_SLUGS.filter((slug) => slug !== 'article' && slug !== 'channel'));
/** Routes of the app root (src/app) that are no content, and Next's own files. */
const ROOT_FILES = new Set(['manifest.webmanifest', 'robots.txt', 'sitemap.xml', '_next']);

/** Whether a path (as received, without query) is one the path index decides: no route of its own, no file. */
export function isContentPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return !OWN_ROUTES.has(first) && !ROOT_FILES.has(first) && !isPublicFile(pathname);
}

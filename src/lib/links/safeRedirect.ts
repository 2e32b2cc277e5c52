import { isInternalLink } from './internal';

/** The route that reads `redirect`: leading back to itself would loop. */
const REDIRECT_TARGET_PATH = '/login-nuxt/redirect-target';

/**
 * Spec 2 and 5: `/login-nuxt/redirect-target` leads on to its `redirect` parameter only when
 * that is an internal link, and then only as a path on this site; anything else leads home.
 * Never an open redirect: the target is parsed as a browser would (so `/\evil`, ` //evil` and
 * `/.//evil` are caught), and the result is a path that cannot name another host.
 */
export function safeRedirectPath(target: string | null | undefined, siteUrl: string): string {
  if (!target) return '/';
  const site = new URL(siteUrl);
  if (!isInternalLink(target, site.host)) return '/';
  let url: URL;
  try {
    url = new URL(target, site);
  } catch {
    return '/';
  }
  if (url.host !== site.host || (url.protocol !== 'http:' && url.protocol !== 'https:')) return '/';
  // A path of several leading slashes would read as a host again (`//evil.example`).
  const pathname = url.pathname.replace(/^\/{2,}/, '/');
  if (pathname === REDIRECT_TARGET_PATH) return '/';
  return `${pathname}${url.search}${url.hash}`;
}

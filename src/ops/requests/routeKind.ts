/**
 * What a request was for, in a handful of kinds an operator can chart and alert on (bounded, so
 * a metric's label set cannot grow with the paths the internet tries).
 */
export type RouteKind = 'page' | 'redirect' | 'proxy-404' | 'graphql' | 'api' | 'media' | 'admin' | 'asset' | 'probe';

export const ROUTE_KINDS: readonly RouteKind[] = ['page', 'redirect', 'proxy-404', 'graphql', 'api', 'media', 'admin', 'asset', 'probe'];

/**
 * The response header by which the server says it answered an unknown path itself from the path
 * index (src/lib/server/pathIndexAnswers.ts; the kind keeps its name from when the proxy did):
 * removed before the response leaves the server (observeRequests.ts).
 */
export const ANSWERED_BY_PROXY_HEADER = 'x-answered-by-proxy';

const MEDIA = /^\/api\/(?:media|documents|videos|captions)\/file\/|^\/_next\/image(?:$|\?)/;
const ASSET = /^\/(?:_next\/|builds\/|icons\/|images\/|downloads\/|block-previews\/|sitemaps\/|sw\.js$|manifest\.webmanifest$|favicon\.ico$|robots\.txt$|offline\.html$)/;

/** The kind of a finished request, from its path (no query), status and whether the proxy answered it. */
export function routeKind(pathname: string, status: number, answeredByProxy: boolean): RouteKind {
  if (pathname === '/api/health' || pathname === '/api/metrics') return 'probe';
  if (pathname === '/api/graphql') return 'graphql';
  if (MEDIA.test(pathname)) return 'media';
  if (pathname.startsWith('/api/')) return 'api';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (ASSET.test(pathname)) return 'asset';
  if (answeredByProxy && status === 404) return 'proxy-404';
  if (status >= 300 && status < 400 && status !== 304) return 'redirect';
  return 'page';
}

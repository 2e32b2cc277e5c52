import { cmsOrigins } from './origins';

export const FOREIGN_ORIGIN_MESSAGE =
  'Abgelehnt: Diese Anfrage kommt nicht aus dem CMS dieser Website. Änderungen mit Ihrer Anmeldung sind nur im CMS selbst möglich.';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request would change something with an editor's session cookie from a page other than
 * the CMS's own. SameSite keeps the cookie from other sites, not from the same site's other ports
 * and subdomains; the Origin a browser sends with every such request tells them apart. Without
 * one, Fetch Metadata does. Requests with a token in a header carry no ambient credential.
 */
export function isForeignCookieRequest(request: Request, trusted: readonly string[]): boolean {
  if (READS.has(request.method.toUpperCase())) return false;
  if (!/(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')) return false;
  const origin = request.headers.get('origin');
  if (origin !== null) return !trusted.includes(origin);
  const site = request.headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}

/**
 * Wraps the CMS's REST and GraphQL routes: such a request is answered 403 with a message that says
 * why, before Payload sees it (Payload itself would only ignore the cookie, as it does for reads
 * from foreign origins, and answer as to a visitor).
 */
export function refuseForeignOrigins<Args extends unknown[]>(
  handler: (request: Request, ...args: Args) => Promise<Response>,
  trusted: readonly string[] = cmsOrigins().trusted,
) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    if (!isForeignCookieRequest(request, trusted)) return handler(request, ...args);
    return Response.json(
      { errors: [{ message: FOREIGN_ORIGIN_MESSAGE, extensions: { code: 'FOREIGN_ORIGIN', statusCode: 403 } }] },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    );
  };
}

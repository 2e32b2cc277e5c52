import { JSON_BODY_LIMIT, declaresMoreThan, payloadTooLarge, readBodyWithin } from '@/lib/http/bodyLimit';

import { isSignedIn } from './credentials';

/**
 * What a visitor's REST read may ask for. The site itself reads through GraphQL; the REST API is
 * the admin's. `depth=10&limit=0` once answered 70 MB of nested documents.
 */
export const ANONYMOUS_REST_LIMITS = { maxDepth: 2, maxLimit: 100 } as const;

/** Uploads (multipart) from signed-in editors: Payload's own upload limits apply to them. */
const isMultipart = (request: Request) => /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '');

const clampInteger = (value: string, max: number, fallback: number) => {
  const number = Number.parseInt(value, 10);
  return Number.isFinite(number) && number >= 0 ? Math.min(number, max) : fallback;
};

/**
 * The query of a visitor's read with its depth and list sizes bounded: `depth` at most 2 (Payload's default),
 * `limit` 1 to 100 (0, "all", becomes 100), no `pagination=false`, join lists likewise.
 */
export function capAnonymousQuery(url: URL): URL {
  const capped = new URL(url);
  const { maxDepth, maxLimit } = ANONYMOUS_REST_LIMITS;
  const params = capped.searchParams;
  if (params.has('depth')) params.set('depth', String(clampInteger(params.get('depth') ?? '', maxDepth, 0)));
  for (const key of [...params.keys()]) {
    if (key === 'limit' || /^joins\[[^\]]*\]\[limit\]$/.test(key)) {
      const limit = clampInteger(params.get(key) ?? '', maxLimit, maxLimit);
      params.set(key, String(limit === 0 ? maxLimit : limit));
    }
  }
  params.delete('pagination');
  return capped;
}

/**
 * Wraps the CMS's REST routes. A body over 1 MB is refused (413) before it is read, unless it is
 * a signed-in editor's upload; a visitor's read gets bounded depth and list sizes.
 */
export function withRestLimits<Args extends unknown[]>(handler: (request: Request, ...args: Args) => Promise<Response>) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (await isSignedIn(request)) return handler(request, ...args);
      return handler(new Request(capAnonymousQuery(new URL(request.url)), request), ...args);
    }
    if (!request.body || (isMultipart(request) && (await isSignedIn(request)))) return handler(request, ...args);
    if (declaresMoreThan(request, JSON_BODY_LIMIT)) return payloadTooLarge(JSON_BODY_LIMIT);
    // A stated length is held to by Node's HTTP parser; a body without one is read here, bounded.
    if (request.headers.has('content-length')) return handler(request, ...args);
    const read = await readBodyWithin(request, JSON_BODY_LIMIT);
    if (!read.ok) return payloadTooLarge(JSON_BODY_LIMIT);
    return handler(new Request(request, { body: read.text }), ...args);
  };
}

import { JSON_BODY_LIMIT, declaresMoreThan, payloadTooLarge, readBodyWithin } from '@/lib/http/bodyLimit';

import { isSignedIn } from './credentials';
import { requestWith } from './requestWith';

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
 * Payload answers a POST with either of these headers set to `GET` as the read its form body
 * describes (the admin's relationship fields use it for long filters).
 */
const METHOD_OVERRIDES = ['x-payload-http-method-override', 'x-http-method-override'];
const isOverriddenRead = (request: Request) => request.method === 'POST' && METHOD_OVERRIDES.some((name) => request.headers.get(name) === 'GET');

/**
 * A visitor's overridden read as the plain GET it stands for: the form body's parameters join
 * the address's (any other body is dropped, as Payload reads nothing else from it for a read), so
 * the same caps hold as for a GET.
 */
async function asPlainRead(request: Request): Promise<Request | null> {
  const url = new URL(request.url);
  if (/^application\/x-www-form-urlencoded/i.test(request.headers.get('content-type') ?? '')) {
    if (declaresMoreThan(request, JSON_BODY_LIMIT)) return null;
    const read = await readBodyWithin(request, JSON_BODY_LIMIT);
    if (!read.ok) return null;
    for (const [key, value] of new URLSearchParams(read.text)) url.searchParams.append(key, value);
  }
  const headers = new Headers(request.headers);
  for (const name of [...METHOD_OVERRIDES, 'content-type', 'content-length']) headers.delete(name);
  return new Request(capAnonymousQuery(url), { method: 'GET', headers, signal: request.signal });
}

/**
 * Wraps the CMS's REST routes. A body over 1 MB is refused (413) before it is read, unless it is
 * a signed-in editor's upload; a visitor's read gets bounded depth and list sizes, also when it
 * comes as a POST with a method override.
 */
export function withRestLimits<Args extends unknown[]>(handler: (request: Request, ...args: Args) => Promise<Response>) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (await isSignedIn(request)) return handler(request, ...args);
      return handler(new Request(capAnonymousQuery(new URL(request.url)), request), ...args);
    }
    if (isOverriddenRead(request) && !(await isSignedIn(request))) {
      const read = await asPlainRead(request);
      return read ? handler(read, ...args) : payloadTooLarge(JSON_BODY_LIMIT);
    }
    if (!request.body || (isMultipart(request) && (await isSignedIn(request)))) return handler(request, ...args);
    if (declaresMoreThan(request, JSON_BODY_LIMIT)) return payloadTooLarge(JSON_BODY_LIMIT);
    // A stated length is held to by Node's HTTP parser; a body without one is read here, bounded.
    if (request.headers.has('content-length')) return handler(request, ...args);
    const read = await readBodyWithin(request, JSON_BODY_LIMIT);
    if (!read.ok) return payloadTooLarge(JSON_BODY_LIMIT);
    return handler(requestWith(request, { body: read.text }), ...args);
  };
}

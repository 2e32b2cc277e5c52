import { parse, stringify } from 'qs-esm';

import { JSON_BODY_LIMIT, declaresMoreThan, payloadTooLarge, readBodyWithin } from '@/lib/http/bodyLimit';

import { isSignedIn } from './credentials';
import { requestWith } from './requestWith';

/**
 * What a visitor's REST read may ask for. The site itself reads through GraphQL; the REST API is
 * the admin's. `depth=10&limit=0` once answered 70 MB of nested documents.
 */
export const ANONYMOUS_REST_LIMITS = { maxDepth: 2, maxLimit: 100, maxSortFields: 3 } as const;

/** Uploads (multipart) from signed-in editors: Payload's own upload limits apply to them. */
const isMultipart = (request: Request) => /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '');

/**
 * How Payload reads a query (`createPayloadRequest`, payload 3.90.1): qs with these options. A cap
 * holds only for what this parser reads, and it reads more than `limit=`: `limit[]=`,
 * `limit[0]=`, `[limit]=`, `li%6Dit=`, a key given twice (an array), each of which Payload's
 * `Number()` then takes as the number inside.
 */
const PAYLOAD_QUERY_OPTIONS = { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true } as const;

/** The parameters Payload's reads spend by: how deep, how many, which page, sorted how, joined lists. */
const CAPPED_PARAMETERS = new Set(['depth', 'limit', 'page', 'sort', 'pagination', 'joins']);

/** A value as Payload's `parseParams` takes a number (`isNumber`, then `Number`), or undefined where it takes none. */
function numberOf(value: unknown): number | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** 1 to `maxLimit`; 0 ("all") and anything past the cap become the cap. */
function cappedLimit(value: unknown): number | undefined {
  const number = numberOf(value);
  if (number === undefined) return undefined;
  const limit = Math.floor(number);
  return limit <= 0 || limit > ANONYMOUS_REST_LIMITS.maxLimit ? ANONYMOUS_REST_LIMITS.maxLimit : limit;
}

const cappedPage = (value: unknown) => {
  const number = numberOf(value);
  return number === undefined ? undefined : Math.max(1, Math.floor(number));
};

/** At most `maxSortFields` field names (1,000 of them made Payload's read fail with a 500). */
function cappedSort(value: unknown): string | undefined {
  const fields = typeof value === 'string' ? value.split(',') : Array.isArray(value) && value.every((field) => typeof field === 'string') ? value : [];
  const kept = fields.filter((field) => /^-?[\w.]+$/.test(field)).slice(0, ANONYMOUS_REST_LIMITS.maxSortFields);
  return kept.length > 0 ? kept.join(',') : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Join lists (`joins[field][limit]`) as Payload's `sanitizeJoinParams` reads them, each capped like a list. */
function cappedJoins(value: unknown): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined;
  const joins: Record<string, unknown> = {};
  for (const [field, join] of Object.entries(value)) {
    if (join === 'false') joins[field] = 'false';
    if (!isRecord(join)) continue;
    joins[field] = {
      limit: cappedLimit(join.limit) ?? ANONYMOUS_REST_LIMITS.maxLimit,
      page: cappedPage(join.page),
      sort: cappedSort(join.sort),
      count: join.count === 'true' ? 'true' : undefined,
      where: join.where,
    };
  }
  return joins;
}

/** The parameters of one `name=value` pair as Payload reads them (`[limit]=5` is `limit`). */
const parametersOf = (pair: string) => Object.keys(parse(pair, PAYLOAD_QUERY_OPTIONS));

/**
 * The query of a visitor's request with what it may cost bounded, in whatever form a parameter
 * is written: `depth` at most 2 (Payload's default), `limit` 1 to 100 (0, "all", becomes 100),
 * `page` a whole number, `sort` at most three fields, no `pagination=false`, join lists likewise.
 * Every pair that names one of these goes; their capped values come first, as plain `key=value`.
 */
export function capAnonymousQuery(url: URL): URL {
  const capped = new URL(url);
  const pairs = capped.search.slice(1).split('&').filter(Boolean);
  if (!pairs.some((pair) => parametersOf(pair).some((name) => CAPPED_PARAMETERS.has(name)))) return capped;
  const query = parse(capped.search, PAYLOAD_QUERY_OPTIONS);
  const bounded = {
    depth: ((depth) => (depth === undefined ? undefined : Math.min(Math.max(0, Math.floor(depth)), ANONYMOUS_REST_LIMITS.maxDepth)))(numberOf(query.depth)),
    limit: cappedLimit(query.limit),
    page: cappedPage(query.page),
    sort: cappedSort(query.sort),
    joins: cappedJoins(query.joins),
  };
  const kept = pairs.filter((pair) => !parametersOf(pair).some((name) => CAPPED_PARAMETERS.has(name)));
  capped.search = [stringify(bounded, { skipNulls: true }), ...kept].filter(Boolean).join('&');
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
    // As written, so that the caps read the body exactly as Payload's parser would.
    if (read.text) url.search = url.search ? `${url.search}&${read.text}` : `?${read.text}`;
  }
  const headers = new Headers(request.headers);
  for (const name of [...METHOD_OVERRIDES, 'content-type', 'content-length']) headers.delete(name);
  return new Request(capAnonymousQuery(url), { method: 'GET', headers, signal: request.signal });
}

/**
 * Wraps the CMS's REST routes. A body over 1 MB is refused (413) before it is read, unless it is
 * a signed-in editor's upload; a visitor's request gets bounded depth and list sizes (a read, and
 * a write's answer too), also when a read comes as a POST with a method override.
 */
export function withRestLimits<Args extends unknown[]>(handler: (request: Request, ...args: Args) => Promise<Response>) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    const asked = new URL(request.url);
    const capped = capAnonymousQuery(asked);
    // Whose request it is matters only when the caps change something: a visitor costs no lookup.
    const url = capped.search !== asked.search && !(await isSignedIn(request)) ? capped : asked;
    const readAt = (target: Request) => (url === asked ? target : requestWith(target, { url, body: target.body }));
    if (request.method === 'GET' || request.method === 'HEAD') return handler(readAt(request), ...args);
    if (isOverriddenRead(request) && !(await isSignedIn(request))) {
      const read = await asPlainRead(request);
      return read ? handler(read, ...args) : payloadTooLarge(JSON_BODY_LIMIT);
    }
    if (!request.body || (isMultipart(request) && (await isSignedIn(request)))) return handler(readAt(request), ...args);
    if (declaresMoreThan(request, JSON_BODY_LIMIT)) return payloadTooLarge(JSON_BODY_LIMIT);
    // A stated length is held to by Node's HTTP parser; a body without one is read here, bounded.
    if (request.headers.has('content-length')) return handler(readAt(request), ...args);
    const read = await readBodyWithin(request, JSON_BODY_LIMIT);
    if (!read.ok) return payloadTooLarge(JSON_BODY_LIMIT);
    return handler(requestWith(request, { url, body: read.text }), ...args);
  };
}

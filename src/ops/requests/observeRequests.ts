import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation } from '@opentelemetry/api';

import { normalizeAddress, type TrustedProxies } from '@/lib/server/forwardedHeaders';
import type { RequestStep } from '@/lib/server/requestStep';
import { log as siteLog } from '@/lib/log';
import { siteMetrics } from '@/ops/metrics/registry';
import { REQUEST_ID_ATTRIBUTE, requestContext, siteTracer } from '@/ops/tracing/spans';

import { requestScopes } from './requestScope';
import { ANSWERED_BY_PROXY_HEADER, routeKind } from './routeKind';

/** What one finished request is logged and counted as. */
export interface RequestRecord {
  requestId: string;
  /** The W3C trace the request belongs to, when a caller or the tracing sent one. */
  traceId?: string;
  method: string;
  kind: ReturnType<typeof routeKind>;
  path: string;
  status: number;
  durationMs: number;
  /** Next's page cache: HIT, STALE, MISS (pages only). */
  cache?: string;
}

/** A request id a trusted proxy (nginx, Varnish, the load balancer) set: kept, so one id follows the request. */
const REQUEST_ID = /^[\w.:-]{8,128}$/;
const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-[\da-f]{16}-[\da-f]{2}$/;

/** Paths that carry a secret in a segment (a confirmation, an unsubscribe, a password reset, a verification). */
const SECRET_SEGMENT = /^(\/karriere-portal\/(?:bestaetigen|unsubscribe)\/|\/admin\/reset\/|\/api\/users\/(?:verify|reset-password)\/)[^/]+/;
const PATH_LIMIT = 200;

/** The path as logged: no query string (tokens, search words), no secret segment, at most 200 characters. */
export function loggablePath(url: string | undefined): string {
  const pathname = (url ?? '/').split('?')[0] ?? '/';
  const redacted = pathname.replace(SECRET_SEGMENT, '$1…');
  return redacted.length > PATH_LIMIT ? `${redacted.slice(0, PATH_LIMIT)}…` : redacted;
}

const headerValue = (value: string | string[] | number | undefined) => (Array.isArray(value) ? value[0] : value === undefined ? undefined : String(value));

/**
 * Gives the request its id (X-Request-Id, also on the response and to the app through the request's
 * headers) and its span, and once the response is finished, logs it as one JSON line and counts it.
 * Returns how to run the request's handling: within its span (so Next's render spans, GraphQL
 * operations and database statements are its children) and its scope (so every log line written
 * meanwhile names the request).
 */
export function observe(request: IncomingMessage, response: ServerResponse, trusted: TrustedProxies, record: (entry: RequestRecord) => void): <T>(handle: () => T) => T {
  const started = process.hrtime.bigint();
  const fromProxy = trusted.has(normalizeAddress(request.socket?.remoteAddress ?? ''));
  const offered = headerValue(request.headers['x-request-id']);
  const requestId = fromProxy && offered && REQUEST_ID.test(offered) ? offered : randomUUID();
  request.headers['x-request-id'] = requestId;
  // A trace is continued only from a proxy we trust; anyone else's traceparent starts none of ours.
  const traceparent = fromProxy ? headerValue(request.headers.traceparent) : undefined;
  if (!fromProxy) {
    delete request.headers.traceparent;
    delete request.headers.tracestate;
    delete request.headers.baggage;
  }
  const method = request.method ?? 'GET';
  const parent = traceparent ? propagation.extract(ROOT_CONTEXT, request.headers) : ROOT_CONTEXT;
  const span = siteTracer().startSpan(method, { kind: SpanKind.SERVER }, parent);
  if (span.isRecording()) span.setAttributes({ 'http.request.method': method, 'url.path': loggablePath(request.url), [REQUEST_ID_ATTRIBUTE]: requestId });
  const traceId = span.isRecording() ? span.spanContext().traceId : TRACEPARENT.exec(traceparent ?? '')?.[1];
  const spanContext = requestContext(parent, span, requestId);
  // Next starts its render in a context of its own and takes the parent from the request's
  // headers: there, the parent is this request's span, and the baggage names the request.
  if (span.isRecording()) propagation.inject(spanContext, request.headers);
  const scope = { requestId, ...(traceId ? { traceId } : {}) };

  let answeredByProxy = false;
  // The proxy's mark is read and taken off before the head is written (setHeader or writeHead).
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithoutMark(this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    if (headers && ANSWERED_BY_PROXY_HEADER in headers) {
      answeredByProxy = true;
      delete headers[ANSWERED_BY_PROXY_HEADER];
    }
    if (this.hasHeader(ANSWERED_BY_PROXY_HEADER)) {
      answeredByProxy = true;
      this.removeHeader(ANSWERED_BY_PROXY_HEADER);
    }
    if (!this.headersSent && !this.hasHeader('x-request-id')) this.setHeader('X-Request-Id', requestId);
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as typeof response.writeHead;

  response.once('finish', () => {
    const path = loggablePath(request.url);
    const status = response.statusCode;
    const kind = routeKind(path, status, answeredByProxy);
    span.updateName(`${method} ${kind}`);
    span.setAttributes({ 'http.response.status_code': status, 'mobilclub.route_kind': kind });
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR }).setAttribute('error.type', String(status));
    span.end();
    record({
      ...scope,
      method,
      kind,
      path,
      status,
      durationMs: Number(process.hrtime.bigint() - started) / 1e6,
      ...(typeof response.getHeader('x-nextjs-cache') === 'string' ? { cache: String(response.getHeader('x-nextjs-cache')) } : {}),
    });
  });
  // A visitor who leaves before the answer is complete: the span ends, marked so.
  response.once('close', () => {
    if (response.writableFinished) return;
    span.setAttribute('mobilclub.aborted', true);
    span.end();
  });

  return (handle) => context.with(spanContext, () => requestScopes().run(scope, handle));
}

/** Logs the request (REQUEST_LOG=all, the default; `errors`: only 5xx; `off`) and counts it. */
export function recordRequest(entry: RequestRecord, mode: string | undefined = process.env.REQUEST_LOG): void {
  const metrics = siteMetrics();
  const seconds = entry.durationMs / 1000;
  metrics.requests.observe({ kind: entry.kind, method: entry.method, status: String(entry.status) }, seconds);
  if (entry.kind === 'page') {
    const cache = entry.cache?.toUpperCase();
    if (cache === 'HIT') metrics.pageCache.inc({ result: 'hit' });
    else if (cache === 'STALE') metrics.pageCache.inc({ result: 'stale' });
    else {
      if (cache === 'MISS') metrics.pageCache.inc({ result: 'miss' });
      metrics.renders.observe({ status: String(entry.status) }, seconds);
    }
  }
  const level = entry.status >= 500 ? 'error' : 'info';
  if (mode === 'off' || (mode === 'errors' && level !== 'error')) return;
  siteLog[level]('request', { ...entry, durationMs: Math.round(entry.durationMs * 10) / 10 });
}

/**
 * A step of the server pipeline (src/lib/server/pipeline.ts): every request the server receives is
 * observed (`observe`), whichever code answers it: pages, route handlers, Payload's routes, static
 * files, the proxy, a refused body. What follows runs in its span and log scope.
 */
export function observeRequests(trusted: TrustedProxies, record: (entry: RequestRecord) => void = (entry) => recordRequest(entry)): RequestStep {
  return (request, response, next) => observe(request, response, trusted, record)(next);
}

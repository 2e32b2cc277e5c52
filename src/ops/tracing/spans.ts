import { type Attributes, type Context, type Span, SpanKind, SpanStatusCode, createContextKey, propagation, trace } from '@opentelemetry/api';

/**
 * The site's own spans (requests, GraphQL operations, database statements), through
 * OpenTelemetry's API. Without a tracer provider (tracing is off unless
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: ./startTracing.ts) the API hands out spans that record
 * nothing, at the cost of a function call.
 */
export const TRACER_NAME = 'mobilclub-site';

/** The attribute every span of a request carries: the request's id (X-Request-Id, the request log's `requestId`). */
export const REQUEST_ID_ATTRIBUTE = 'mobilclub.request_id';

const REQUEST_ID = createContextKey(REQUEST_ID_ATTRIBUTE);

type Env = Record<string, string | undefined>;

/** Whether traces are sent: only where an OTLP receiver is configured (OpenTelemetry's own variables). */
export function tracingConfigured(env: Env = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT) && env.OTEL_SDK_DISABLED !== 'true';
}

export const siteTracer = () => trace.getTracer(TRACER_NAME);

/**
 * The context a request's work runs in: its span, and its id for every span below it. The id
 * is also W3C baggage: where Next starts its spans in a context of its own, it takes the parent
 * from the request's headers, into which the request's span and baggage are written
 * (src/ops/requests/observeRequests.ts).
 */
export function requestContext(parent: Context, span: Span, requestId: string): Context {
  const baggage = (propagation.getBaggage(parent) ?? propagation.createBaggage()).setEntry(REQUEST_ID_ATTRIBUTE, { value: requestId });
  return propagation.setBaggage(trace.setSpan(parent, span).setValue(REQUEST_ID, requestId), baggage);
}

/** The request id of the request a span is started in (read by the span processor, ./startTracing.ts). */
export function requestIdIn(parent: Context): string | undefined {
  const value = parent.getValue(REQUEST_ID) ?? propagation.getBaggage(parent)?.getEntry(REQUEST_ID_ATTRIBUTE)?.value;
  return typeof value === 'string' ? value : undefined;
}

/** Marks a span failed with the error's name (never its message: it may quote a visitor's input). */
export function failSpan(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'Error' });
  span.setAttribute('error.type', error instanceof Error ? error.name : typeof error);
}

/** Runs `work` in a child span of the active one, which ends when the work settles. */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>, kind: SpanKind = SpanKind.INTERNAL): Promise<T> {
  return siteTracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The running tracer provider, kept on globalThis: the start-up code and the drain are separate bundles. */
interface Flushable {
  forceFlush(): Promise<void>;
}
const PROVIDER = Symbol.for('mobilclub.tracerProvider');
type Holder = typeof globalThis & { [PROVIDER]?: Flushable };

export const runningProvider = (): Flushable | undefined => (globalThis as Holder)[PROVIDER];

export function keepProvider(provider: Flushable | undefined): void {
  (globalThis as Holder)[PROVIDER] = provider;
}

/** Sends the spans still queued (at a planned stop: src/lib/server/drain.ts), waiting at most `timeoutMs`. */
export async function flushTraces(timeoutMs = 2_000): Promise<void> {
  const provider = runningProvider();
  if (!provider) return;
  await Promise.race([provider.forceFlush().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
}

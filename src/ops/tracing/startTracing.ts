import { hostname } from 'node:os';

import { type Context, context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { envDetector, detectResources, resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  type Span,
  type SpanExporter,
  type SpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';

import { REQUEST_ID_ATTRIBUTE, keepProvider, requestIdIn, runningProvider, tracingConfigured } from './spans';

type Env = Record<string, string | undefined>;

/** Gives every span started within a request that request's id, Next's own spans included. */
class RequestIdProcessor implements SpanProcessor {
  onStart(span: Span, parent: Context): void {
    const requestId = requestIdIn(parent);
    if (requestId) span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
  }
  onEnd(): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/** OTLP over HTTP: protobuf (OpenTelemetry's default), or JSON with OTEL_EXPORTER_OTLP_PROTOCOL=http/json. */
async function otlpExporter(env: Env): Promise<SpanExporter> {
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/protobuf';
  if (protocol === 'http/json') {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter();
  }
  if (protocol !== 'http/protobuf') {
    console.warn(JSON.stringify({ level: 'warn', event: 'tracing.protocol-unsupported', protocol, using: 'http/protobuf' }));
  }
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter();
}

/** The share of traces kept (OTEL_TRACES_SAMPLER_ARG, 0 to 1; all by default); a caller's decision is followed. */
function sampler(env: Env): ParentBasedSampler {
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? '1');
  return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(Number.isFinite(ratio) ? Math.min(Math.max(ratio, 0), 1) : 1) });
}

/**
 * Sends the server's traces to the OTLP receiver at OTEL_EXPORTER_OTLP_ENDPOINT (Jaeger, Tempo,
 * an OpenTelemetry Collector): each request's span, Next's render spans below it, and the site's
 * GraphQL operations and database statements (./spans.ts). Called once at start
 * (src/lib/server/registerNode.ts); without the variable, nothing is set up.
 */
export async function startTracing(env: Env = process.env, exporter?: SpanExporter): Promise<boolean> {
  if (runningProvider() || !tracingConfigured(env)) return Boolean(runningProvider());
  const resource = resourceFromAttributes({
    'service.name': 'mobilclub-site',
    'host.name': hostname(),
    'process.pid': process.pid,
  }).merge(detectResources({ detectors: [envDetector] }));
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY);
  const provider = new TracerProvider({
    resource,
    sampler: sampler(env),
    spanProcessors: [
      new RequestIdProcessor(),
      new BatchSpanProcessor({ exporter: exporter ?? (await otlpExporter(env)), ...(Number.isFinite(delay) && delay > 0 ? { scheduledDelayMillis: delay } : {}) }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }));
  trace.setGlobalTracerProvider(provider);
  keepProvider(provider);
  console.info(JSON.stringify({ level: 'info', event: 'tracing.started', receiver: originOf(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT) }));
  return true;
}

/** Where spans go, without a path or credentials a URL might carry. */
function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return 'invalid URL';
  }
}

/** Sends what is queued and stops tracing (tests; the process's own end is the drain's). */
export async function stopTracing(): Promise<void> {
  const provider = runningProvider();
  if (provider instanceof TracerProvider) await provider.shutdown();
  keepProvider(undefined);
  trace.disable();
  context.disable();
  propagation.disable();
}

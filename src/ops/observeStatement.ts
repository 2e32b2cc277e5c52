import { type Span, SpanKind } from '@opentelemetry/api';

import { siteMetrics } from '@/ops/metrics/registry';
import { failSpan, siteTracer } from '@/ops/tracing/spans';

export type DatabaseSystem = 'sqlite' | 'postgresql';

const OPERATION = /^\s*([a-z]+)/i;
const TARGET = /\b(?:from|into|update|table)\s+["`]?([\w.]+)/i;
const STRING_LITERAL = /'(?:[^']|'')*'/g;
const QUERY_TEXT_LIMIT = 2_000;

/** A statement that only reads: a SELECT, or a WITH that changes nothing. */
export function isReadStatement(sql: string): boolean {
  return /^\s*select\b/i.test(sql) || (/^\s*with\b/i.test(sql) && !/\b(?:insert|update|delete|replace)\b/i.test(sql));
}

/**
 * A statement's span: named by its operation and table ("SELECT articles"), with the statement's
 * text (placeholders stay placeholders; a literal is replaced by `?`: values never reach a trace).
 * Its name and text are worked out only when the span records: without tracing, every statement
 * of every render would pay for them.
 */
export function startStatementSpan(system: DatabaseSystem, sql: string): Span {
  const span = siteTracer().startSpan('SQL', { kind: SpanKind.CLIENT });
  if (!span.isRecording()) return span;
  const operation = OPERATION.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
  const target = TARGET.exec(sql)?.[1];
  return span.updateName(target ? `${operation} ${target}` : operation).setAttributes({
    'db.system.name': system,
    'db.operation.name': operation,
    'db.query.text': sql.replace(STRING_LITERAL, '?').slice(0, QUERY_TEXT_LIMIT),
    ...(target ? { 'db.collection.name': target } : {}),
  });
}

/** Ends a statement's span and counts its time, as a read or a write (src/ops/metrics). */
export function endStatement(span: Span, kind: 'read' | 'write', startedMs: number, error?: unknown): void {
  if (error !== undefined) failSpan(span, error);
  span.end();
  siteMetrics().database.observe({ kind }, (performance.now() - startedMs) / 1000);
}

/** Runs a statement in its span and counts its time. */
export async function observeStatement<T>(system: DatabaseSystem, kind: 'read' | 'write', sql: string, run: () => Promise<T>): Promise<T> {
  const span = startStatementSpan(system, sql);
  const started = performance.now();
  try {
    const result = await run();
    endStatement(span, kind, started);
    return result;
  } catch (error) {
    endStatement(span, kind, started, error ?? new Error('failed'));
    throw error;
  }
}

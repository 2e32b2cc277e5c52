import { type DocumentNode, Kind } from 'graphql';

import { inSpan } from '@/ops/tracing/spans';

import { siteMetrics } from './registry';

/** The name of a document's first operation (the site's documents have one each). */
export function registeredOperationName(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.name?.value ?? 'anonymous';
  }
  return 'anonymous';
}

/** Its first operation's type: query, mutation or subscription. */
function operationType(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.operation;
  }
  return 'query';
}

/**
 * Runs a GraphQL operation in its trace span ("query ArticleByPath") and counts it by name and
 * outcome. Named by the site's own document (`registered`), never by the request's operationName,
 * which anyone can make up: the metric's label set stays bounded ("other" for the rest).
 */
export function observeGraphqlOperation<T>(registered: DocumentNode | undefined, run: () => Promise<T>, succeeded: (result: T) => boolean | Promise<boolean>): Promise<T> {
  const operation = registered ? registeredOperationName(registered) : 'other';
  const type = registered ? operationType(registered) : 'query';
  return inSpan(`${type} ${operation}`, { 'graphql.operation.name': operation, 'graphql.operation.type': type }, async (span) => {
    const started = performance.now();
    const result = await run();
    const ok = await succeeded(result);
    if (!ok) span.setAttribute('error.type', 'graphql');
    siteMetrics().graphql.observe({ operation, result: ok ? 'ok' : 'error' }, (performance.now() - started) / 1000);
    return result;
  });
}

/** Whether a GraphQL response (200 or not) carries errors; read from a copy, the body stays unread. */
export async function hasGraphqlErrors(response: Response): Promise<boolean> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return false;
  try {
    const { errors } = (await response.clone().json()) as { errors?: unknown };
    return Array.isArray(errors) && errors.length > 0;
  } catch {
    return true;
  }
}

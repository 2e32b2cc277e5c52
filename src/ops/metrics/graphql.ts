import { type DocumentNode, Kind } from 'graphql';

import { siteMetrics } from './registry';

/** The name of a document's first operation (the site's documents have one each). */
export function registeredOperationName(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.name?.value ?? 'anonymous';
  }
  return 'anonymous';
}

export function observeGraphqlOperation(operation: string, seconds: number, ok: boolean): void {
  siteMetrics().graphql.observe({ operation, result: ok ? 'ok' : 'error' }, seconds);
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

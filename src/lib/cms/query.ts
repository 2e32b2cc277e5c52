import 'server-only';

import { CombinedGraphQLErrors, type DefaultContext, type OperationVariables, type TypedDocumentNode } from '@apollo/client';

import { log } from '@/lib/log';

import { getClient, renderRequestId } from './client';
import { CmsUnavailableError } from './errors';
import { recordCmsOutage } from './outage';

export type QueryOptions =
  /** A cached read (static pages), tagged so CMS hooks can expire exactly the pages built from it. */
  | { tags: string[] }
  /** A fresh read on a dynamic route, carrying the incoming request's id. */
  | { requestId: string | undefined }
  /** An editor's preview: drafts, read with their CMS token, never cached. */
  | { previewToken: string };

function contextFor(options: QueryOptions): DefaultContext {
  if ('tags' in options) return { cacheTags: options.tags, requestId: renderRequestId() };
  if ('previewToken' in options) return { previewToken: options.previewToken, requestId: renderRequestId() };
  return { requestId: options.requestId ?? renderRequestId() };
}

/**
 * Statuses of GraphQL errors that are answers, not failures: a field the reader may not see
 * (403) or a document that is not there (404). Anything else (a database error, a timeout, a
 * bug) means the data cannot be trusted: the page must not be built from it.
 */
const ANSWER_STATUSES = new Set([403, 404]);

function isFailure(error: { extensions?: Record<string, unknown> }): boolean {
  const status = error.extensions?.statusCode;
  return !(typeof status === 'number' && ANSWER_STATUSES.has(status));
}

function unavailable(operationName: string, cause: unknown): CmsUnavailableError {
  recordCmsOutage();
  return new CmsUnavailableError(operationName, { cause });
}

/**
 * Runs a query through the render's Apollo client. A CMS that cannot be reached, or that
 * answers with a server error (also inside a 200 answer: a locked database gives
 * `{ Articles: null }` plus an error), throws CmsUnavailableError: a page is never built, or
 * cached, as "not found" from a failed read. Access errors are logged and the partial data used.
 */
export async function runQuery<TData, TVariables extends OperationVariables>(
  operationName: string,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: QueryOptions,
): Promise<TData> {
  let result;
  try {
    result = await getClient().query<TData, TVariables>({
      query,
      variables,
      errorPolicy: 'all',
      fetchPolicy: 'no-cache',
      context: contextFor(options),
    });
  } catch (error) {
    throw unavailable(operationName, error);
  }
  if (result.error && !CombinedGraphQLErrors.is(result.error)) {
    throw unavailable(operationName, result.error);
  }
  if (CombinedGraphQLErrors.is(result.error) && result.error.errors.some(isFailure)) {
    throw unavailable(operationName, result.error);
  }
  if (!result.data) {
    log.error('cms.query.empty', { operation: operationName, error: result.error });
    throw unavailable(operationName, result.error);
  }
  return result.data;
}

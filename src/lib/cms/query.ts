import 'server-only';

import { CombinedGraphQLErrors, type OperationVariables, type TypedDocumentNode } from '@apollo/client';

import { log } from '@/lib/log';

import { getClient } from './client';
import { CmsUnavailableError } from './errors';

export type QueryOptions =
  /** A cached read (static pages), tagged so CMS hooks can expire exactly the pages built from it. */
  | { tags: string[] }
  /** A fresh read on a dynamic route, carrying the incoming request's id. */
  | { requestId: string | undefined }
  /** An editor's preview: drafts, read with their CMS token, never cached. */
  | { previewToken: string };

function contextFor(options: QueryOptions) {
  if ('tags' in options) return { fetchOptions: { next: { tags: options.tags } } };
  if ('previewToken' in options) return { headers: { Authorization: `JWT ${options.previewToken}` }, fetchOptions: { cache: 'no-store' } };
  return { requestId: options.requestId, fetchOptions: { cache: 'no-store' } };
}

/**
 * Runs a query through the render's Apollo client. GraphQL errors are logged and the partial
 * data is used; a CMS that cannot be reached throws, so a cached page is kept instead of being
 * replaced by an empty one.
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
    throw new CmsUnavailableError(operationName, { cause: error });
  }
  if (result.error && !CombinedGraphQLErrors.is(result.error)) {
    throw new CmsUnavailableError(operationName, { cause: result.error });
  }
  if (!result.data) {
    log.error('cms.query.empty', { operation: operationName, error: result.error });
    throw new CmsUnavailableError(operationName, { cause: result.error });
  }
  return result.data;
}

import 'server-only';

import { CombinedGraphQLErrors, type DefaultContext, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { unstable_cache } from 'next/cache';

import { REQUIRED_FIELD_EMPTY } from '@/cms/graphql/requiredFieldErrors';
import { log } from '@/lib/log';

import { getClient, renderRequestId } from './client';
import { CmsUnavailableError } from './errors';
import { recordCmsOutage } from './outage';

export type QueryOptions =
  /**
   * A cached read (static pages), tagged so CMS hooks can expire exactly the pages built from it
   * and the read itself: kept in Next's data cache (`unstable_cache`), whose tags Next adds to the
   * page being rendered.
   */
  | { tags: string[] }
  /** A fresh read on a dynamic route, carrying the incoming request's id. */
  | { requestId: string | undefined }
  /**
   * An editor's preview: drafts, read with their CMS token, never cached. `onIncompleteBlocks`
   * hears which blocks (1-based) still have an empty required field (see incompleteDraftBlocks).
   */
  | { previewToken: string; onIncompleteBlocks?: (blockNumbers: number[]) => void };

function contextFor(options: QueryOptions): DefaultContext {
  if ('tags' in options) return { requestId: renderRequestId() };
  if ('previewToken' in options) return { previewToken: options.previewToken, requestId: renderRequestId() };
  return { requestId: options.requestId ?? renderRequestId() };
}

/**
 * Statuses of GraphQL errors that are answers, not failures: a field the reader may not see
 * (403) or a document that is not there (404). Anything else (a database error, a timeout, a
 * bug) means the data cannot be trusted: the page must not be built from it.
 */
const ANSWER_STATUSES = new Set([403, 404]);

interface ReportedError {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

function isFailure(error: ReportedError): boolean {
  const status = error.extensions?.statusCode;
  return !(typeof status === 'number' && ANSWER_STATUSES.has(status));
}

/**
 * The blocks (1-based) of a draft that still have an empty required field. Payload's GraphQL
 * schema declares block fields that are required on publish as non-null also for drafts, which
 * autosave stores half-typed: reading such a draft answers REQUIRED_FIELD_EMPTY (see
 * requiredFieldErrors.ts) inside `blocks`, and GraphQL nulls the whole list. That is the editor's
 * work in progress, not a failure of the CMS; anything else is.
 */
export function incompleteDraftBlocks(errors: readonly ReportedError[]): number[] | null {
  const blockNumbers = new Set<number>();
  for (const error of errors) {
    if (!isFailure(error)) continue;
    const path = error.path ?? [];
    const blocksAt = path.indexOf('blocks');
    const index = path[blocksAt + 1];
    if (error.extensions?.code !== REQUIRED_FIELD_EMPTY || blocksAt < 0 || typeof index !== 'number') return null;
    blockNumbers.add(index + 1);
  }
  return [...blockNumbers].sort((a, b) => a - b);
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
  if (!('tags' in options)) return read(operationName, query, variables, options);
  // The variables are the call's argument: they are part of the key, the document is its name.
  const cachedRead = unstable_cache(async (_variables: string) => read(operationName, query, variables, options), ['cms', operationName], { tags: options.tags });
  return cachedRead(JSON.stringify(variables));
}

async function read<TData, TVariables extends OperationVariables>(
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
    const incomplete = 'previewToken' in options ? incompleteDraftBlocks(result.error.errors) : null;
    if (!incomplete) throw unavailable(operationName, result.error);
    log.warn('cms.draft.incomplete', { operation: operationName, blocks: incomplete });
    if ('onIncompleteBlocks' in options) options.onIncompleteBlocks?.(incomplete);
  }
  if (!result.data) {
    log.error('cms.query.empty', { operation: operationName, error: result.error });
    throw unavailable(operationName, result.error);
  }
  return result.data;
}

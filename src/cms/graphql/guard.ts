import { type DocumentNode, GraphQLError, OperationTypeNode, parse } from 'graphql';

import { JSON_BODY_LIMIT, payloadTooLarge, readBodyWithin } from '@/lib/http/bodyLimit';
import { clientKey } from '@/lib/http/rateLimit';
import { SEARCH_RATE_LIMIT_MESSAGE, SITE_SEARCH_QUERY } from '@/lib/search/limits';
import { takeSearchLimit } from '@/lib/search/rateLimit';
import { hasGraphqlErrors, observeGraphqlOperation } from '@/ops/metrics/graphql';

import { isSignedIn } from '../http/credentials';
import { jobAlertCalls, rootFields, takeJobAlertLimits } from '../jobAlerts/mutationLimits';
import { RATE_LIMIT_MESSAGE } from '../jobAlerts/rateLimits';
import { payloadGraphql } from './execute';
import { registeredDocument, registeredTextOf, trustedText } from './trustedDocuments';
import { visitorVariablesProblem } from './variables';

/** What the guard hands on to Payload's GraphQL route. */
interface Operation {
  query: string;
  document: DocumentNode;
  /** The document when the text is one of the site's registered ones: the same object each time. */
  registered: DocumentNode | undefined;
  variables: Record<string, unknown>;
  operationName: string | null;
}

type Refusal = { status: number; code: string; message: string };

function graphqlError({ status, code, message }: Refusal, headers: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message, extensions: { code, statusCode: status } }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Messages Apollo's persisted-query link understands: on PersistedQueryNotFound it sends the
 * text along; a text that is not the site's is refused all the same.
 */
const REFUSALS = {
  notJson: { status: 400, code: 'BAD_REQUEST', message: 'Die Anfrage ist kein JSON-Objekt mit einer GraphQL-Operation.' },
  unknownId: { status: 400, code: 'PERSISTED_QUERY_NOT_FOUND', message: 'PersistedQueryNotFound' },
  notTrusted: {
    status: 403,
    code: 'TRUSTED_DOCUMENTS_ONLY',
    message: 'Ohne Anmeldung führt diese Schnittstelle nur die Abfragen der Website aus (registrierte Dokumente, per Hash oder als deren Text).',
  },
} satisfies Record<string, Refusal>;

/** The id a request names: GraphQL over HTTP's `documentId`, or Apollo's persisted-query hash. */
function requestedId(body: Record<string, unknown>): string | undefined {
  if (typeof body.documentId === 'string') return body.documentId;
  const persisted = isRecord(body.extensions) && isRecord(body.extensions.persistedQuery) ? body.extensions.persistedQuery : undefined;
  return typeof persisted?.sha256Hash === 'string' ? persisted.sha256Hash : undefined;
}

/**
 * The operation to run. A visitor (nobody signed in) runs only the site's registered documents:
 * named by id, or sent as a text that is one of them. Signed-in CMS users (the admin, scripts
 * with a token) may send any text; the query limits of cost.ts hold for everyone.
 */
function resolveOperation(body: Record<string, unknown>, signedIn: boolean): Operation | Refusal {
  const variables = isRecord(body.variables) ? body.variables : {};
  // Before anything is parsed or coerced: a visitor's variables are a few scalars, never a filter.
  const problem = signedIn ? null : visitorVariablesProblem(variables);
  if (problem) return { status: 400, code: 'VARIABLES_NOT_ALLOWED', message: problem };
  const operationName = typeof body.operationName === 'string' && body.operationName ? body.operationName : null;
  const id = requestedId(body);
  const byId = id === undefined ? undefined : trustedText(id);
  const text = byId ?? (typeof body.query === 'string' ? body.query : undefined);
  if (text === undefined) return id === undefined ? REFUSALS.notJson : REFUSALS.unknownId;
  // The site's own texts, as its pages send them: no parse, the one document of that text.
  const known = registeredDocument(text);
  if (known) return { query: text, document: known, registered: known, variables, operationName };
  let document: DocumentNode;
  try {
    document = parse(text);
  } catch (error) {
    const message = error instanceof GraphQLError ? error.message : 'Syntax Error';
    return { status: 400, code: 'GRAPHQL_PARSE_FAILED', message };
  }
  if (signedIn) return { query: text, document, registered: undefined, variables, operationName };
  const trusted = registeredTextOf(document);
  if (trusted === undefined) return REFUSALS.notTrusted;
  const trustedDocument = registeredDocument(trusted) ?? parse(trusted);
  return { query: trusted, document: trustedDocument, registered: trustedDocument, variables, operationName };
}

/**
 * Wraps Payload's GraphQL route. Before anything runs: a body over 1 MB is refused (413), a
 * visitor's operation must be one of the site's (trusted documents) with scalar variables, and each job-alert mutation
 * in it takes from the limits per client and per mailbox, each site search from the searches per
 * client (429). Payload's GraphQL route then gets the operation as a plain request (for a
 * registered id, its registered text).
 */
export function withGraphqlGuard(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const read = await readBodyWithin(request, JSON_BODY_LIMIT);
    if (!read.ok) return payloadTooLarge(JSON_BODY_LIMIT);
    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return graphqlError(REFUSALS.notJson);
    }
    // Batches are not taken: one request, one operation, one count.
    if (!isRecord(body)) return graphqlError(REFUSALS.notJson);
    const operation = resolveOperation(body, await isSignedIn(request));
    if ('status' in operation) return graphqlError(operation);

    const client = clientKey(request.headers);
    const limit = await takeJobAlertLimits(jobAlertCalls(operation.document, operation.operationName, operation.variables), client);
    if (!limit.ok) {
      return graphqlError({ status: 429, code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE }, { 'Retry-After': String(limit.retryAfterSeconds) });
    }
    const searches = rootFields(operation.document, operation.operationName, OperationTypeNode.QUERY).filter((field) => field.name.value === SITE_SEARCH_QUERY);
    const searchLimit = await takeSearchLimit(client, searches.length);
    if (!searchLimit.ok) {
      return graphqlError({ status: 429, code: 'RATE_LIMITED', message: SEARCH_RATE_LIMIT_MESSAGE }, { 'Retry-After': String(searchLimit.retryAfterSeconds) });
    }

    // The schema with lists counted by their limit (cost.ts), whichever route built it.
    await payloadGraphql();
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    const { query, variables, operationName } = operation;
    return observeGraphqlOperation(
      operation.registered,
      () => handler(new Request(request.url, { method: 'POST', headers, body: JSON.stringify({ query, variables, operationName }) })),
      async (response) => response.ok && !(await hasGraphqlErrors(response)),
    );
  };
}

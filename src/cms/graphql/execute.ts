import config from '@payload-config';
import {
  type DocumentNode,
  type ExecutionArgs,
  type FormattedExecutionResult,
  type GraphQLError,
  type GraphQLFormattedError,
  execute,
  specifiedRules,
  validate,
} from 'graphql';
import { type PayloadRequest, createPayloadRequest } from 'payload';

import { observeGraphqlOperation } from '@/ops/metrics/graphql';
import { type PayloadGraphql, sharedPayloadGraphql } from '@/platform/payloadGraphqlSchema';
import { selectRelationshipsPrecisely } from '@/platform/relationshipSelect';

/** Payload's schema and rules (shared with Payload's own route), with the site's additions applied. */
export async function payloadGraphql(): Promise<PayloadGraphql> {
  const graphql = await sharedPayloadGraphql(config);
  // Whichever route built the schema (once per schema; the HTTP route then gains too, and its
  // guard calls this before Payload's handler validates anything).
  selectRelationshipsPrecisely(graphql.schema);
  return graphql;
}

/**
 * The site's documents are fixed at build time: each is validated once (with the same rules as
 * the HTTP route, complexity included) and then only executed. The result is per document object,
 * so a document that failed is reported again each time rather than silently passed.
 */
const validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();

function validationErrors(graphql: PayloadGraphql, args: ExecutionArgs): readonly GraphQLError[] {
  let errors = validated.get(args.document);
  if (!errors) {
    errors = validate(graphql.schema, args.document, [...specifiedRules, ...graphql.validationRules(args)]);
    validated.set(args.document, errors);
  }
  return errors;
}

/** Where Payload's own GraphQL route lives: a request there counts as a GraphQL request (auth, hooks). */
const GRAPHQL_URL = 'http://in-process.invalid/api/graphql';

/**
 * As Payload's GraphQL route formats an error: its status, and for a server error no details
 * (they can hold anything); logged with the request id so the CMS's log ties it to the render.
 */
async function formatError(error: GraphQLError, req: PayloadRequest, requestId: string | null, fallbackStatus = 500): Promise<GraphQLFormattedError> {
  const original = error.originalError as (Error & { status?: number; data?: unknown }) | undefined;
  const status = original?.status ?? fallbackStatus;
  req.payload.logger.error({ err: error, requestId, path: error.path }, 'GraphQL error (in-process)');
  let formatted: GraphQLFormattedError = {
    message: status === 500 && !req.payload.config.debug ? 'Something went wrong.' : error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions: { name: original?.name, data: original?.data, statusCode: status },
  };
  for (const hook of req.payload.config.hooks.afterError ?? []) {
    const result = await hook({ context: req.context, error, graphqlResult: formatted, req, collection: undefined });
    if (result?.graphqlResult) formatted = result.graphqlResult;
  }
  return formatted;
}

export interface InProcessOperation {
  document: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
  /** The headers an HTTP request would carry: the request id, and an editor's `Authorization`. */
  headers: Record<string, string>;
  /** The name of the request-id header, for the CMS's log. */
  requestIdHeader: string;
}

/**
 * Runs a GraphQL operation against Payload's schema in this process, as the HTTP route would:
 * the same schema and validation, and a Payload request built from the same headers, so its
 * user is whoever those headers authenticate (nobody for a visitor; the editor for a preview
 * token). Access control applies exactly as over HTTP: nothing here overrides it.
 */
export function executeInProcess(operation: InProcessOperation): Promise<FormattedExecutionResult> {
  return observeGraphqlOperation(operation.document, () => executeOperation(operation), (result) => !result.errors?.length);
}

async function executeOperation(operation: InProcessOperation): Promise<FormattedExecutionResult> {
  const graphql = await payloadGraphql();
  const req = await createPayloadRequest({ config, request: new Request(GRAPHQL_URL, { method: 'POST', headers: operation.headers }) });
  const args: ExecutionArgs = {
    schema: graphql.schema,
    document: operation.document,
    variableValues: operation.variables,
    operationName: operation.operationName,
    contextValue: { req, headers: {} },
  };
  const requestId = req.headers.get(operation.requestIdHeader);
  const invalid = validationErrors(graphql, args);
  if (invalid.length > 0) {
    return { errors: await Promise.all(invalid.map((error) => formatError(error, req, requestId, 400))) };
  }
  const result = await execute(args);
  // What the HTTP route would send, as the client would read it: scalars such as DateTime
  // serialize to Date objects, which only JSON turns into the strings the schemas expect.
  const data = result.data == null ? result.data : (JSON.parse(JSON.stringify(result.data)) as typeof result.data);
  if (!result.errors?.length) return data === undefined ? {} : { data };
  const errors = await Promise.all(result.errors.map((error) => formatError(error, req, requestId)));
  return data === undefined ? { errors } : { data, errors };
}

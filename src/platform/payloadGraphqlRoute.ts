import config from '@payload-config';
import { type DocumentNode, type ExecutionArgs, type GraphQLError, type GraphQLSchema, type ValidationRule, specifiedRules, validate } from 'graphql';
import type { OperationArgs } from 'graphql-http';
import { createHandler } from 'graphql-http/lib/use/fetch';
import {
  type PayloadRequest,
  addDataAndFileToRequest,
  addLocalesToRequestFromData,
  createPayloadRequest,
  headersWithCors,
  logError,
  mergeHeaders,
  unlinkClientUploadTempFile,
} from 'payload';

import { withMessageExcerpt } from '@/cms/graphql/errorExcerpt';
import { payloadGraphql } from '@/cms/graphql/execute';

/** What the rules that do not depend on a request found in a document: computed once per document. */
const specifiedRuleErrors = new WeakMap<DocumentNode, readonly GraphQLError[]>();

/**
 * A registered document's validation: GraphQL's own rules once per document (they depend on the
 * document and the schema only, and cost ~1.4 ms a request against this schema's thousands of
 * types), Payload's rules on every request, as they weigh the request's variables (the
 * complexity limit counts lists by their `limit`).
 */
function validateRegistered(schema: GraphQLSchema, args: ExecutionArgs, payloadRules: readonly ValidationRule[]) {
  let own = specifiedRuleErrors.get(args.document);
  if (!own) {
    own = validate(schema, args.document, specifiedRules);
    specifiedRuleErrors.set(args.document, own);
  }
  return own.length > 0 ? own : validate(schema, args.document, payloadRules);
}

/** As Payload's route reports an error: a server error without details unless `debug`, then its `afterError` hooks. */
async function formatError(error: GraphQLError, req: PayloadRequest) {
  const original = error.originalError as (Error & { status?: number; data?: unknown }) | undefined;
  const status = original?.status ?? 500;
  logError({ err: error, payload: req.payload });
  let response = {
    extensions: {
      name: original?.name || undefined,
      data: original?.data || undefined,
      stack: req.payload.config.debug ? error.stack : undefined,
      statusCode: status,
    },
    locations: error.locations,
    message: !req.payload.config.debug && status === 500 ? 'Something went wrong.' : error.message,
    path: error.path,
  };
  for (const hook of req.payload.config.hooks.afterError ?? []) {
    const result = await hook({ context: req.context, error, graphqlResult: response, req, collection: undefined });
    if (result?.graphqlResult) response = result.graphqlResult as typeof response;
  }
  return response;
}

/**
 * Payload's GraphQL route (@payloadcms/next routes/graphql/handler.js, 3.90.1, the same steps and
 * answers) with two differences: an operation the guard found registered arrives parsed, as one
 * document object per registered text, and GraphQL's own validation of it runs once, not on
 * every request; an error's message quotes only an excerpt of what the caller sent. Any other text (a signed-in user's) is parsed and validated in full as before.
 * Canary: payloadGraphqlRoute.canary.test.ts fails when Payload's route changes (compare, port, re-hash).
 */
export async function graphqlRoute(request: Request, registered?: DocumentNode): Promise<Response> {
  const originalRequest = request.clone();
  const req = await createPayloadRequest({ canSetHeaders: true, config, request });
  if (req.payload.config.graphQL?.disable) return new Response(null, { status: 404 });
  try {
    await addDataAndFileToRequest(req);
    addLocalesToRequestFromData(req);
    const { schema, validationRules } = await payloadGraphql();
    const headers: Record<string, string> = {};
    const context = { headers, req };
    const apiResponse = await createHandler({
      context,
      schema,
      validationRules: (_, args, defaultRules) => [...defaultRules, ...validationRules(args)],
      // Every error the route sends, whichever step found it, quotes at most an excerpt of the request.
      formatError: withMessageExcerpt,
      onSubscribe: registered
        ? (_, params) => {
            const args: OperationArgs<typeof context> = { schema, document: registered, operationName: params.operationName, variableValues: params.variables, contextValue: context };
            const errors = validateRegistered(schema, args, validationRules(args));
            return errors.length > 0 ? [...errors] : args;
          }
        : undefined,
      onOperation: async (request, args, result) => {
        const extended = typeof req.payload.extensions === 'function' ? await req.payload.extensions({ args, req: request, result }) : result;
        if (!extended.errors) return extended;
        return { ...extended, errors: await Promise.all((result.errors ?? []).map((error) => formatError(error, req))) };
      },
    })(originalRequest);
    const responseHeaders = headersWithCors({ headers: new Headers(apiResponse.headers), req });
    for (const [key, value] of Object.entries(headers)) responseHeaders.append(key, value);
    return new Response(apiResponse.body, {
      headers: req.responseHeaders ? mergeHeaders(req.responseHeaders, responseHeaders) : responseHeaders,
      status: apiResponse.status,
    });
  } finally {
    // As Payload's route: an operation that writes no document never reaches the upload cleanup.
    await unlinkClientUploadTempFile({ req });
  }
}

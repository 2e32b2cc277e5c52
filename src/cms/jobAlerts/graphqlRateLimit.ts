import { Kind, type OperationDefinitionNode, parse } from 'graphql';

import { clientKey, sharedRateLimiter } from '@/lib/http/rateLimit';

import { JOB_ALERT_MUTATIONS } from './graphql';
import { RATE_LIMIT_MESSAGE, SUBSCRIBE_RATE_LIMIT, TOKEN_RATE_LIMIT } from './rateLimits';

const MUTATION_NAMES = Object.values(JOB_ALERT_MUTATIONS);

/** Names of the top-level mutation fields a GraphQL request body asks for (aliases do not hide them). */
export function mutationFields(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('query' in body) || typeof body.query !== 'string') return [];
  let document;
  try {
    document = parse(body.query);
  } catch {
    return [];
  }
  const operationName = 'operationName' in body && typeof body.operationName === 'string' ? body.operationName : null;
  return document.definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .filter((operation) => operation.operation === 'mutation' && (!operationName || operation.name?.value === operationName))
    .flatMap((operation) => operation.selectionSet.selections)
    .flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []));
}

/**
 * Wraps the GraphQL route: job-alert mutations are limited per client, answered with a real
 * 429 (and Retry-After) before Payload runs them. Everything else passes untouched.
 */
export function withJobAlertRateLimits(handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    // Every page render queries through here: only a body naming one of the mutations is parsed.
    const text = await request
      .clone()
      .text()
      .catch(() => '');
    if (!MUTATION_NAMES.some((name) => text.includes(name))) return handler(request);
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      return handler(request);
    }
    const fields = mutationFields(body);
    const limiters = [
      ...(fields.includes(JOB_ALERT_MUTATIONS.subscribe) ? [sharedRateLimiter('job-alert-subscribe', SUBSCRIBE_RATE_LIMIT)] : []),
      ...(fields.includes(JOB_ALERT_MUTATIONS.confirm) || fields.includes(JOB_ALERT_MUTATIONS.unsubscribe)
        ? [sharedRateLimiter('job-alert-token', TOKEN_RATE_LIMIT)]
        : []),
    ];
    const client = clientKey(request.headers);
    for (const limiter of limiters) {
      const result = await limiter.take(client);
      if (!result.ok) {
        return Response.json(
          { errors: [{ message: RATE_LIMIT_MESSAGE, extensions: { code: 'RATE_LIMITED', statusCode: 429 } }] },
          { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds), 'Cache-Control': 'no-store' } },
        );
      }
    }
    return handler(request);
  };
}

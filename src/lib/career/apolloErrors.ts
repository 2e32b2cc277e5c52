import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

import { type Failure, FAILURE_MESSAGES, unreachedFailure } from './failures';
import type { SubscriptionErrors } from './subscription';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What a failed call to the CMS means for the visitor, in German (the details go to the console). */
export function describeFailure(error: unknown): Failure {
  if (ServerError.is(error) && error.statusCode === 429) return { kind: 'rate-limited', message: FAILURE_MESSAGES.rateLimited };
  if (CombinedGraphQLErrors.is(error)) {
    for (const graphqlError of error.errors) {
      const extensions = graphqlError.extensions ?? {};
      if (extensions.statusCode === 429) return { kind: 'rate-limited', message: FAILURE_MESSAGES.rateLimited };
      const data = extensions.data;
      if (extensions.statusCode === 400 && isRecord(data) && isRecord(data.fieldErrors)) {
        const errors: SubscriptionErrors = {};
        for (const key of ['email', 'consent', 'criteria'] as const) {
          const message = data.fieldErrors[key];
          if (typeof message === 'string') errors[key] = message;
        }
        return { kind: 'invalid', errors };
      }
    }
  }
  return unreachedFailure();
}

import { GraphQLError } from 'graphql';
import type { AfterErrorHookArgs } from 'payload';
import { describe, expect, it } from 'vitest';

import { describeRequiredFieldErrors } from './requiredFieldErrors';

const masked = { message: 'Something went wrong.', path: ['Articles', 'docs', 0, 'blocks', 1, 'items', 0, 'answer'], extensions: { statusCode: 500 } };

function hookWith(error: Error) {
  return describeRequiredFieldErrors({ error, graphqlResult: masked, context: {}, req: {} } as unknown as AfterErrorHookArgs);
}

describe('GraphQL errors of drafts with an empty required field', () => {
  it('say which field is empty, with a code the site recognises, instead of "Something went wrong."', () => {
    // As graphql-js raises it: a plain Error located at the field.
    const message = 'Cannot return null for non-nullable field FaqBlock_Items.answer.';
    const error = new GraphQLError(message, { path: masked.path, originalError: new Error(message) });
    expect(hookWith(error)).toEqual({
      graphqlResult: { ...masked, message, extensions: { statusCode: 500, code: 'REQUIRED_FIELD_EMPTY' } },
    });
  });

  it('leave every other error as Payload formats it (its details stay hidden)', () => {
    const failed = new GraphQLError('SQLITE_BUSY: database is locked', { path: masked.path, originalError: new Error('SQLITE_BUSY: database is locked') });
    expect(hookWith(failed)).toBeUndefined();
    expect(hookWith(new Error('Cannot return null for non-nullable field X.y.'))).toBeUndefined();
  });
});

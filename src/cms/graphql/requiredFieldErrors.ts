import type { AfterErrorHook } from 'payload';

/** The code a GraphQL error carries when a document lacks a field the schema declares non-null. */
export const REQUIRED_FIELD_EMPTY = 'REQUIRED_FIELD_EMPTY';

const NON_NULL_VIOLATION = 'Cannot return null for non-nullable field';

/**
 * Payload declares fields that are required on publish as non-null in GraphQL also for drafts,
 * which autosave stores half-typed (an FAQ question without its answer yet). Reading such a draft
 * fails that field, and Payload hides the message as "Something went wrong.", as for any server
 * error. This says what it is instead (the field's type and name, nothing of the data), so the
 * site's preview can show the draft and name the incomplete block rather than fail.
 */
export const describeRequiredFieldErrors: AfterErrorHook = ({ error, graphqlResult }) => {
  // graphql-js raises it as a plain Error with this text, located at the field's path.
  if (!graphqlResult || !('path' in error) || !error.message.startsWith(NON_NULL_VIOLATION)) return;
  return { graphqlResult: { ...graphqlResult, message: error.message, extensions: { ...graphqlResult.extensions, code: REQUIRED_FIELD_EMPTY } } };
};

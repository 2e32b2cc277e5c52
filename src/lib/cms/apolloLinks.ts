import { ApolloLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';

declare module '@apollo/client' {
  interface DefaultContext {
    /** The incoming request's id, on routes that read request headers anyway. */
    requestId?: string;
    /** An editor's preview: read with their CMS token (drafts), never cached. */
    previewToken?: string;
    headers?: Record<string, string>;
  }
}

/** Header name of spec 7: X-{product}-RequestID. */
export function requestIdHeader(productName: string): string {
  return `X-${productName}-RequestID`;
}

/** Spec 7: GraphQL errors are logged with the label "Apollo error" and never crash a page. */
export const logApolloErrors = new ErrorLink(({ error, operation }) => {
  console.error('Apollo error', { operation: operation.operationName, message: error.message });
});

/** Puts the request id on every operation: the operation's own (context.requestId) or the fallback. */
export function requestIdLink(productName: string, fallbackId: () => string): ApolloLink {
  const header = requestIdHeader(productName);
  return new ApolloLink((operation, forward) => {
    const { requestId: incoming, headers } = operation.getContext();
    operation.setContext({ headers: { ...headers, [header]: incoming ?? fallbackId() } });
    return forward(operation);
  });
}

/** An editor's preview reads as that editor: their CMS token goes along, whichever way the query travels. */
export const previewAuthLink = new ApolloLink((operation, forward) => {
  const { previewToken, headers } = operation.getContext();
  if (previewToken !== undefined) operation.setContext({ headers: { ...headers, Authorization: `JWT ${previewToken}` } });
  return forward(operation);
});

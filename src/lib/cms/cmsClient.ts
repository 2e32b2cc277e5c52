import { ApolloLink, HttpLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { ApolloClient, InMemoryCache } from '@apollo/client-integration-nextjs';

import possibleTypes from '@/gql/possible-types';

declare module '@apollo/client' {
  interface DefaultContext {
    /** The incoming request's id, on routes that read request headers anyway. */
    requestId?: string;
    headers?: Record<string, string>;
  }
}

/** Header name of spec 7: X-{product}-RequestID. */
export function requestIdHeader(productName: string): string {
  return `X-${productName}-RequestID`;
}

/** Spec 7: GraphQL errors are logged with the label "Apollo error" and never crash a page. */
const logErrors = new ErrorLink(({ error, operation }) => {
  console.error('Apollo error', { operation: operation.operationName, message: error.message });
});

interface CmsClientOptions {
  endpoint: string;
  productName: string;
  /** Sent when the operation does not carry the incoming request's id. */
  renderRequestId: string;
  fetch?: typeof fetch;
}

export function createCmsClient({ endpoint, productName, renderRequestId, fetch }: CmsClientOptions) {
  const header = requestIdHeader(productName);
  const requestId = new ApolloLink((operation, forward) => {
    const { requestId: incoming, headers } = operation.getContext();
    operation.setContext({ headers: { ...headers, [header]: incoming ?? renderRequestId } });
    return forward(operation);
  });
  return new ApolloClient({
    cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes }),
    link: ApolloLink.from([
      logErrors,
      requestId,
      // No fetch cache mode: Next then keeps these POSTs (each with its own request id) out of
      // its data cache, while their tags still attach to the cached page.
      new HttpLink({ uri: endpoint, ...(fetch ? { fetch } : {}) }),
    ]),
  });
}

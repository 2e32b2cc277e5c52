import { ApolloLink, HttpLink } from '@apollo/client';
import { ApolloClient, InMemoryCache } from '@apollo/client-integration-nextjs';

import possibleTypes from '@/gql/possible-types';

import { logApolloErrors, requestIdLink } from './apolloLinks';

export { requestIdHeader } from './apolloLinks';

interface CmsClientOptions {
  endpoint: string;
  productName: string;
  /** Sent when the operation does not carry the incoming request's id. */
  renderRequestId: string;
  fetch?: typeof fetch;
}

export function createCmsClient({ endpoint, productName, renderRequestId, fetch }: CmsClientOptions) {
  return new ApolloClient({
    cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes }),
    link: ApolloLink.from([
      logApolloErrors,
      requestIdLink(productName, () => renderRequestId),
      // No fetch cache mode: Next then keeps these POSTs (each with its own request id) out of
      // its data cache, while their tags still attach to the cached page.
      new HttpLink({ uri: endpoint, ...(fetch ? { fetch } : {}) }),
    ]),
  });
}

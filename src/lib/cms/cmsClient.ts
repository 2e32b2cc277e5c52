import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';

import possibleTypes from '@/gql/possible-types';

import { logApolloErrors, previewAuthLink, requestIdLink } from './apolloLinks';
import { trustedDocumentLink } from './persistedDocuments';

export { requestIdHeader } from './apolloLinks';

/** How renders reach the CMS: Payload's schema in this process, or a GraphQL endpoint over HTTP. */
export type CmsTransport = { kind: 'in-process' } | { kind: 'http'; endpoint: string; fetch?: typeof fetch };

interface CmsClientOptions {
  transport: CmsTransport;
  productName: string;
  /** The link that runs operations in this process (src/lib/cms/inProcessLink.ts). */
  inProcessLink?: () => ApolloLink;
}

/**
 * Over HTTP, each POST carries its own request id: never in Next's fetch cache (a cached read is
 * kept by runQuery, in its data cache, with its tags).
 */
const httpCacheOptionsLink = new ApolloLink((operation, forward) => {
  operation.setContext({ fetchOptions: { cache: 'no-store' } });
  return forward(operation);
});

function terminatingLink(transport: CmsTransport, inProcessLink: CmsClientOptions['inProcessLink']): ApolloLink {
  if (transport.kind === 'http') {
    // A remote CMS gets the site's documents by hash, as browsers send them (persistedDocuments.ts).
    return ApolloLink.from([httpCacheOptionsLink, trustedDocumentLink(), new HttpLink({ uri: transport.endpoint, ...(transport.fetch ? { fetch: transport.fetch } : {}) })]);
  }
  if (!inProcessLink) throw new Error('The embedded CMS needs the in-process link');
  return inProcessLink();
}

/**
 * The server's client. Its queries never share answers: `no-cache`, and no deduplication of
 * queries in flight at the same time, which would hand one reader's answer (an editor's draft)
 * to another.
 */
export function createCmsClient({ transport, productName, inProcessLink }: CmsClientOptions) {
  return new ApolloClient({
    cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes }),
    queryDeduplication: false,
    link: ApolloLink.from([
      logApolloErrors,
      // Every query names its request id (runQuery); a stray one gets an id of its own.
      requestIdLink(productName, () => crypto.randomUUID()),
      previewAuthLink,
      terminatingLink(transport, inProcessLink),
    ]),
  });
}

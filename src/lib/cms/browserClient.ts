import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';

import { logApolloErrors, requestIdLink } from './apolloLinks';
import { trustedDocumentLink } from './persistedDocuments';

const REQUEST_ID_KEY = 'mc:request-id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
let memoryId: string | undefined;

/**
 * Spec 3: one request id per visit (the tab's session), created in the browser the first time
 * it is needed, or taken from the request the page was rendered for (`fromRequest`).
 */
export function visitRequestId(fromRequest?: string | null): string {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(REQUEST_ID_KEY);
  } catch {
    // Storage blocked (privacy settings): the id lives as long as the page.
  }
  if (stored && UUID.test(stored)) return stored;
  const id = memoryId ?? (fromRequest && UUID.test(fromRequest) ? fromRequest : crypto.randomUUID());
  memoryId = id;
  try {
    sessionStorage.setItem(REQUEST_ID_KEY, id);
  } catch {
    // As above.
  }
  return id;
}

let client: { key: string; instance: ApolloClient } | undefined;

/**
 * The page's Apollo client for the career portal's forms (loaded only where they are). The
 * endpoint comes from the server (getBrowserGraphqlEndpoint).
 *
 * Its cache starts empty: spec 7 restores it from the server-rendered data, which matters where
 * the browser queries what the server already asked. Here the browser only sends mutations
 * (a test keeps it so); a browser query would first get `cache.restore()` of the page's data.
 */
export function getBrowserClient(endpoint: string, productName: string, requestIdFromServer?: string | null): ApolloClient {
  const key = `${endpoint}\u0000${productName}`;
  if (client?.key !== key) {
    client = {
      key,
      instance: new ApolloClient({
        cache: new InMemoryCache(),
        link: ApolloLink.from([
          logApolloErrors,
          requestIdLink(productName, () => visitRequestId(requestIdFromServer)),
          trustedDocumentLink(),
          new HttpLink({ uri: endpoint }),
        ]),
      }),
    };
  }
  return client.instance;
}

import 'server-only';

import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';

/**
 * Runs the site's GraphQL documents against the embedded CMS's schema in this process: no
 * loopback HTTP request per query, and nothing that fails while the server stops listening.
 * The request id and an editor's token travel as the headers an HTTP request would carry, so
 * the CMS sees the same request (and the same access). Payload is loaded on the first query,
 * never in a deployment with a remote CMS.
 */
export function inProcessLink(requestIdHeader: string): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { headers = {} } = operation.getContext();
        let active = true;
        import('@/cms/graphql/execute')
          .then(({ executeInProcess }) =>
            executeInProcess({
              document: operation.query,
              variables: operation.variables,
              operationName: operation.operationName,
              headers,
              requestIdHeader,
            }),
          )
          .then(
            (result) => {
              if (!active) return;
              observer.next(result);
              observer.complete();
            },
            (error: unknown) => {
              if (active) observer.error(error);
            },
          );
        return () => {
          active = false;
        };
      }),
  );
}

import 'server-only';

import type { ApolloClient } from '@apollo/client';
import { cache } from 'react';

import { getPublicSettings } from '@/lib/settings/public';
import { getCmsTransport } from '@/lib/settings/server';

import { requestIdHeader } from './apolloLinks';
import { createCmsClient } from './cmsClient';
import { inProcessLink } from './inProcessLink';

let client: ApolloClient | undefined;

/**
 * One Apollo client for the process. Every query is `no-cache` and carries what belongs to its
 * render in its own context (request id, cache tags, an editor's token), so nothing is shared
 * between renders but the client's prepared documents, which a client per render would prepare
 * again each time.
 */
export function getClient(): ApolloClient {
  if (!client) {
    const { productName } = getPublicSettings();
    client = createCmsClient({
      transport: getCmsTransport(),
      productName,
      inProcessLink: () => inProcessLink(requestIdHeader(productName)),
    });
  }
  return client;
}

/**
 * The request id of this render (spec 3: one per request), where no incoming one is known:
 * reading the incoming request's headers would turn every cached page dynamic. Dynamic routes
 * pass the incoming id instead.
 */
export const renderRequestId = cache((): string => crypto.randomUUID());

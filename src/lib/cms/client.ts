import 'server-only';

import { registerApolloClient } from '@apollo/client-integration-nextjs';

import { getPublicSettings } from '@/lib/settings/public';
import { getGraphqlEndpoint } from '@/lib/settings/server';

import { createCmsClient } from './cmsClient';

/**
 * One Apollo client per server render, with a fresh request id: reading the incoming
 * request's headers here would turn every cached page dynamic. Dynamic routes pass the
 * incoming id in the operation context instead.
 */
export const { getClient } = registerApolloClient(() =>
  createCmsClient({
    endpoint: getGraphqlEndpoint(),
    productName: getPublicSettings().productName,
    renderRequestId: crypto.randomUUID(),
  }),
);

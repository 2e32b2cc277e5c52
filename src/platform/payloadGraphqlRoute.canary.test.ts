import type { SanitizedConfig } from 'payload';
import { describe, expect, it } from 'vitest';

import { importInstalled, readInstalled, sha256OfSource, versionOf } from './canary';
import { type PayloadGraphql, sharedPayloadGraphql } from './payloadGraphqlSchema';

const ROUTE = '@payloadcms/next/dist/routes/graphql/handler.js';

/**
 * Payload's GraphQL route as src/platform/payloadGraphqlRoute.ts copies it (3.90.1). When it
 * changes: compare the file with the copy (and with formatError in src/cms/graphql/execute.ts),
 * carry the change over, then put the new hash here.
 */
const COPIED_ROUTE_SHA256 = '310ef8111537e95d49886101650847309e7c53fe1e9becbeea7de0d1364c7c1c';

describe(`canary: Payload's GraphQL route in @payloadcms/next ${versionOf('@payloadcms/next')} (src/platform/payloadGraphqlRoute.ts, payloadGraphqlSchema.ts)`, () => {
  it('is the route the site’s copy was made from', () => {
    expect(
      sha256OfSource(readInstalled(ROUTE)),
      `node_modules/${ROUTE} changed since 3.90.1, which src/platform/payloadGraphqlRoute.ts copies step by step (and src/cms/graphql/execute.ts ` +
        'formats errors as it does). Diff it against the 3.90.1 file (`npm pack @payloadcms/next@3.90.1`), carry the change over to the copy, ' +
        'then set COPIED_ROUTE_SHA256 in this canary to the new hash.',
    ).toBe(COPIED_ROUTE_SHA256);
  });

  it('keeps its schema in global._payload_graphql, where the site builds it once for both', async () => {
    const schema = { schema: 'built by the site', validationRules: () => [] } as unknown as PayloadGraphql;
    (globalThis as { _payload_graphql?: unknown })._payload_graphql = { graphql: schema, promise: null };
    // A config no schema can be built from: only the one in the slot can be answered.
    const unbuildable = Promise.resolve({} as SanitizedConfig);
    expect(await sharedPayloadGraphql(unbuildable)).toBe(schema);
    const { getGraphql } = await importInstalled<{ getGraphql: (config: Promise<SanitizedConfig>) => Promise<unknown> }>(ROUTE);
    expect(
      await getGraphql(unbuildable).catch((error: unknown) => error),
      'Payload’s route no longer takes its schema from global._payload_graphql: the process would build the schema twice (seconds, and memory). ' +
        'See where getGraphql keeps it now and share that slot in src/platform/payloadGraphqlSchema.ts.',
    ).toBe(schema);
  });
});

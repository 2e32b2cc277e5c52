import type { SanitizedConfig } from 'payload';
import { describe, expect, it } from 'vitest';

import { importInstalled, versionOf } from './canary';
import { type PayloadGraphql, sharedPayloadGraphql } from './payloadGraphqlSchema';

const ROUTE = '@payloadcms/next/dist/routes/graphql/handler.js';

describe(`canary: Payload's GraphQL route in @payloadcms/next ${versionOf('@payloadcms/next')} (src/platform/payloadGraphqlSchema.ts)`, () => {
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

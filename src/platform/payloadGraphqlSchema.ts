import { configToSchema } from '@payloadcms/graphql';
import type { ExecutionArgs, GraphQLSchema, ValidationRule } from 'graphql';
import type { SanitizedConfig } from 'payload';

/** What Payload's GraphQL route builds from the config: the schema and its extra validation rules. */
export interface PayloadGraphql {
  schema: GraphQLSchema;
  validationRules: (args: ExecutionArgs) => ValidationRule[];
}

/**
 * The slot where Payload's GraphQL route keeps its schema, `global._payload_graphql` (see
 * @payloadcms/next routes/graphql/handler.js, `getGraphql`): shared, so the process holds one
 * schema whichever path builds it first. Canary: payloadGraphqlSchema.canary.test.ts.
 */
type SchemaCache = { graphql: PayloadGraphql | null; promise: Promise<PayloadGraphql> | null };
const holder = globalThis as typeof globalThis & { _payload_graphql?: SchemaCache };

/** Payload's schema for `config`, built once per process, in the slot Payload's route reads too. */
export async function sharedPayloadGraphql(config: Promise<SanitizedConfig>): Promise<PayloadGraphql> {
  const cache = (holder._payload_graphql ??= { graphql: null, promise: null });
  if (!cache.graphql) {
    cache.promise ??= config.then((resolved) => configToSchema(resolved));
    try {
      cache.graphql = await cache.promise;
    } catch (error) {
      cache.promise = null;
      throw error;
    }
  }
  return cache.graphql;
}

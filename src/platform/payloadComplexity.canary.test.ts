import { configToSchema } from '@payloadcms/graphql';
import { type ExecutionArgs, parse, validate } from 'graphql';
import { buildConfig } from 'payload';
import { describe, expect, it } from 'vitest';

import { versionOf } from './canary';

describe(`canary: the complexity rule of @payloadcms/graphql ${versionOf('@payloadcms/graphql')} (countListLimits, src/cms/graphql/cost.ts)`, () => {
  it('weighs a field by its extensions.complexity function, called with the field’s arguments and its children’s cost', async () => {
    const config = await buildConfig({
      secret: 'canary',
      db: { defaultIDType: 'number', init: () => ({}) } as never,
      collections: [{ slug: 'articles', fields: [{ name: 'title', type: 'text' }] }],
    });
    const { schema, validationRules } = configToSchema(config);
    const articles = schema.getQueryType()?.getFields().Articles;
    if (!articles) throw new Error('Payload’s schema has no Articles query any more: the canary’s assumptions about its names are out of date');
    const calls: unknown[] = [];
    articles.extensions = {
      ...articles.extensions,
      complexity: (estimate: { args: Record<string, unknown>; childComplexity: number }) => {
        calls.push(estimate.args);
        return 1_000_000;
      },
    };
    const document = parse('{ Articles(limit: 5) { docs { title } } }');
    const errors = validate(schema, document, validationRules({ schema, document, variableValues: {} } as ExecutionArgs));
    const message =
      'Payload’s complexity rule no longer reads extensions.complexity as a function of { args, childComplexity }: countListLimits ' +
      '(src/cms/graphql/cost.ts) no longer makes a list cost its limit times its documents, and QUERY_LIMITS.maxComplexity stops bounding lists.';
    expect(calls, message).toEqual([{ limit: 5 }]);
    expect(errors.map((error) => error.message).join(), message).toMatch(/complexity/i);
  });
});

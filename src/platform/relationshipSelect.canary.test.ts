import { configToSchema } from '@payloadcms/graphql';
import { type GraphQLField, type GraphQLFieldResolver, type GraphQLResolveInfo, type GraphQLSchema, isObjectType } from 'graphql';
import { buildConfig } from 'payload';
import { describe, expect, it } from 'vitest';

import { importInstalled, versionOf } from './canary';
import { payloadSelectPath } from './relationshipSelect';

/** A schema as Payload builds it for the site's shapes: relationships and uploads inside blocks, a polymorphic relationship, a join. */
async function payloadSchema(): Promise<GraphQLSchema> {
  const config = await buildConfig({
    secret: 'canary',
    db: { defaultIDType: 'number', init: () => ({}) } as never,
    collections: [
      { slug: 'media', upload: true, fields: [] },
      {
        slug: 'articles',
        fields: [
          { name: 'title', type: 'text' },
          {
            name: 'blocks',
            type: 'blocks',
            blocks: [{ slug: 'teaser', fields: [{ name: 'article', type: 'relationship', relationTo: 'articles' }, { name: 'image', type: 'upload', relationTo: 'media' }] }],
          },
          { name: 'either', type: 'relationship', relationTo: ['articles', 'media'] },
          { name: 'parent', type: 'relationship', relationTo: 'articles' },
          { name: 'children', type: 'join', collection: 'articles', on: 'parent' },
        ],
      },
    ],
  });
  return configToSchema(config).schema;
}

function field(schema: GraphQLSchema, typeName: string, fieldName: string): GraphQLField<unknown, unknown> {
  const type = schema.getType(typeName);
  const found = type && isObjectType(type) ? type.getFields()[fieldName] : undefined;
  if (!found) throw new Error(`Payload's schema has no ${typeName}.${fieldName} any more: the canary's assumptions about its type names are out of date`);
  return found;
}

type PathStep = [typename: string | undefined, key: string | number];

/** A resolver's `info.path`, from the root field to the resolved one. */
function infoAt(schema: GraphQLSchema, steps: PathStep[]): GraphQLResolveInfo {
  let path: GraphQLResolveInfo['path'] | undefined;
  for (const [typename, key] of steps) path = { prev: path, key, typename };
  return { path, schema } as GraphQLResolveInfo;
}

/** The select tree with `leaf` where `keys` lead. */
function nest(keys: string[], leaf: object): object {
  return keys.reduceRight<object>((inner, key) => ({ [key]: inner }), leaf);
}

const ARTICLE_DOCS: PathStep[] = [
  ['Query', 'Articles'],
  ['Articles', 'docs'],
  [undefined, 0],
];

const PATHS: Record<string, PathStep[]> = {
  'a teaser’s article inside blocks': [...ARTICLE_DOCS, ['Article', 'blocks'], [undefined, 0], ['Teaser', 'article']],
  'a teaser’s image (upload)': [...ARTICLE_DOCS, ['Article', 'blocks'], [undefined, 1], ['Teaser', 'image']],
  'a polymorphic relationship': [...ARTICLE_DOCS, ['Article', 'either']],
  'below a polymorphic relationship': [...ARTICLE_DOCS, ['Article', 'either'], ['Article_Either_Relationship', 'value'], ['Article', 'blocks'], [undefined, 0], ['Teaser', 'article']],
  'below a join': [...ARTICLE_DOCS, ['Article', 'children'], ['Article_Children', 'docs'], [undefined, 0], ['Article', 'parent']],
};

describe(`canary: relationship reads in @payloadcms/graphql ${versionOf('@payloadcms/graphql')} (src/platform/relationshipSelect.ts)`, async () => {
  const schema = await payloadSchema();
  const { resolveSelect } = await importInstalled<{ resolveSelect: (info: GraphQLResolveInfo, select: object) => unknown }>('@payloadcms/graphql/dist/utilities/select.js');

  it('Payload’s schema still describes its fields where the site reads them: extensions.field, and a block type’s slug', () => {
    const teaser = schema.getType('Teaser');
    expect(teaser?.extensions, 'Payload no longer marks a block’s GraphQL type with extensions.blockSlug (selectTree nests fragments on blocks by it)').toMatchObject({ blockSlug: 'teaser' });
    for (const [type, name, kind] of [
      ['Teaser', 'article', 'relationship'],
      ['Teaser', 'image', 'upload'],
      ['Article', 'either', 'relationship'],
      ['Article', 'children', 'join'],
    ] as const) {
      expect(field(schema, type, name).extensions, `Payload no longer puts the field's config on ${type}.${name}'s extensions.field`).toMatchObject({ field: { name, type: kind } });
      expect(typeof field(schema, type, name).resolve, `${type}.${name} has no resolver of Payload's to wrap`).toBe('function');
    }
  });

  it.each(Object.entries(PATHS))('Payload looks for the select of %s where the site puts it', (_, steps) => {
    const info = infoAt(schema, steps);
    const marker = { canary: true };
    expect(
      resolveSelect(info, nest(payloadSelectPath(info), marker)),
      'Payload’s resolveSelect (@payloadcms/graphql dist/utilities/select.js) walks the path differently from payloadSelectPath, its port in ' +
        'src/platform/relationshipSelect.ts: port the change, or related documents are read whole again (or not at all).',
    ).toBe(marker);
  });

  it('Payload’s relationship and upload resolvers read the related document with the select found there', async () => {
    for (const [name, id] of [
      ['article', 7],
      ['image', 8],
    ] as const) {
      const keys: string[] = [];
      const steps = name === 'article' ? PATHS['a teaser’s article inside blocks'] : PATHS['a teaser’s image (upload)'];
      const info = { ...infoAt(schema, steps ?? []), fieldName: name };
      const context = { select: nest(payloadSelectPath(info), { canary: true }), req: { payloadDataLoader: { load: async (key: string) => (keys.push(key), null) }, query: {} } };
      const resolve = field(schema, 'Teaser', name).resolve as GraphQLFieldResolver<unknown, unknown>;
      await resolve({ [name]: id }, {}, context, info);
      expect(keys, `Teaser.${name}'s resolver no longer reads the related document through the data loader`).toHaveLength(1);
      expect(keys.join(), `Teaser.${name}'s resolver no longer passes resolveSelect(info, context.select) to the data loader`).toContain('{"canary":true}');
    }
  });

  it('Payload still hands a custom resolver a copy of the context (so a custom query marks its documents with readWithSelect)', async () => {
    const { wrapCustomFields } = await importInstalled<{ wrapCustomFields: (fields: Record<string, { resolve: (...args: unknown[]) => unknown }>) => typeof fields }>(
      '@payloadcms/graphql/dist/utilities/wrapCustomResolver.js',
    );
    const fields = wrapCustomFields({ custom: { resolve: (_source: unknown, _args: unknown, context: unknown) => context } });
    const context = { req: { transactionID: 1 }, select: undefined };
    expect(
      fields.custom?.resolve({}, {}, context, {}),
      'Payload now passes custom resolvers the operation’s own context: what they set there (context.select) reaches the fields below, and readWithSelect may go',
    ).not.toBe(context);
  });
});

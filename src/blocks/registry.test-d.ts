import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';

import type { BlockData } from '@/lib/cms/types';

import type { blockRegistry } from './registry';
import { teaserSchema } from './teaser/schema';
import type { BlockOf, BlockTypename, defineBlock } from './types';

describe('block registry types', () => {
  it('has exactly one entry per block type of the generated union', () => {
    expectTypeOf<keyof typeof blockRegistry>().toEqualTypeOf<BlockData['__typename']>();
  });

  it('accepts each generated fragment type with the block’s schema', () => {
    type Accepts<T extends BlockTypename> = [BlockOf<T>] extends [z.input<(typeof blockRegistry)[T]['schema']>] ? true : false;
    expectTypeOf<{ [T in BlockTypename]: Accepts<T> }>().toEqualTypeOf<{ [T in BlockTypename]: true }>();
  });

  it('rejects a schema the fragment no longer fits, as after a CMS field change', () => {
    // The teaser field "title" became a number in this imagined schema; the fragment still says string.
    const outdated = z.object({ __typename: z.literal('TeaserBlock'), title: z.number() });
    type SchemaParameter<S extends z.ZodType<object>> = Parameters<typeof defineBlock<'TeaserBlock', S>>[1];
    expectTypeOf(outdated).not.toExtend<SchemaParameter<typeof outdated>>();
    // The real schema fits, so the same call compiles.
    expectTypeOf(teaserSchema).toExtend<SchemaParameter<typeof teaserSchema>>();
  });

  it('rejects an entry registered under another block’s type name', () => {
    type QuoteSchemaParameter = Parameters<typeof defineBlock<'QuoteBlock', typeof teaserSchema>>[1];
    expectTypeOf(teaserSchema).not.toExtend<QuoteSchemaParameter>();
  });
});

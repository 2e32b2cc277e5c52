import type { ReactNode } from 'react';
import type { z } from 'zod';

import type { BlockData } from '@/lib/cms/types';

/** The `__typename` of every block the CMS schema offers (generated from the GraphQL union). */
export type BlockTypename = BlockData['__typename'];

/** The data of one block type as the page query delivers it. */
export type BlockOf<T extends BlockTypename> = Extract<BlockData, { __typename: T }>;

export type BlockValidation =
  | { success: true; render: () => ReactNode | Promise<ReactNode> }
  | { success: false; issues: z.core.$ZodIssue[] };

export interface BlockDefinition<T extends BlockTypename = BlockTypename> {
  typename: T;
  schema: z.ZodType;
  /** Parses CMS data with the block's schema; on success, renders its component with the props. */
  validate: (data: unknown) => BlockValidation;
}

/** Shown in place of a type check that failed: the fragment's data does not fit the schema. */
interface FragmentDoesNotFitSchema<F> {
  'the generated fragment type is not accepted by this zod schema': F;
}

/**
 * Ties a block's zod schema and component to its generated fragment type. When the CMS config
 * changes and codegen regenerates the fragment, a schema that no longer accepts it is a type
 * error here, not a surprise in production.
 *
 * The component is called as a function (server components are functions) so that an error in
 * it is caught by RenderBlocks and loses only this block.
 */
export function defineBlock<T extends BlockTypename, S extends z.ZodType<object>>(
  typename: T,
  schema: S & ([BlockOf<T>] extends [z.input<S>] ? unknown : FragmentDoesNotFitSchema<BlockOf<T>>),
  Component: (props: z.output<S>) => ReactNode | Promise<ReactNode>,
): BlockDefinition<T> {
  return {
    typename,
    schema,
    validate(data) {
      const result = schema.safeParse(data);
      if (!result.success) return { success: false, issues: result.error.issues };
      const props = result.data;
      return { success: true, render: () => Component(props) };
    },
  };
}


import type { ReactNode } from 'react';
import type { z } from 'zod';

import type { BlockData } from '@/lib/cms/types';

/** The `__typename` of every block the CMS schema offers (generated from the GraphQL union). */
export type BlockTypename = BlockData['__typename'];

/** The data of one block type as the page query delivers it. */
export type BlockOf<T extends BlockTypename> = Extract<BlockData, { __typename: T }>;

/** What a block knows about the page it renders on. */
export interface BlockContext {
  /** The page's canonical path. */
  path: string;
  /** The page of a paged list (`?page=N`); 1 unless the visitor asked for another. */
  pageNumber: number;
  /** This block shows the page's first picture, the likely largest paint: load it at once. */
  priority: boolean;
  /**
   * Laid out with the blocks of its type next to it by the type's `Group` (teasers side by side);
   * absent or false: on its own, in the page's column, however its type lays out a run.
   */
  grouped?: boolean;
}

/** A block that passed its schema, ready to render. */
export interface ValidBlock {
  success: true;
  render: (context: BlockContext) => ReactNode | Promise<ReactNode>;
  /** Whether the block shows a picture (the first one on a page gets priority). */
  showsImage: boolean;
  /** How many pages the block's list has (only blocks that page, such as the article list). */
  pageCount: ((context: BlockContext) => Promise<number>) | null;
}

export type BlockValidation = ValidBlock | { success: false; issues: z.core.$ZodIssue[] };

/** Lays out a run of two or more consecutive blocks of one type, e.g. teasers side by side. */
export type BlockGroup = (props: { children: ReactNode }) => ReactNode;

export interface BlockDefinition<T extends BlockTypename = BlockTypename> {
  typename: T;
  schema: z.ZodType;
  /** Parses CMS data with the block's schema; on success, renders its component with the props. */
  validate: (data: unknown) => BlockValidation;
  Group: BlockGroup | null;
}

export interface BlockOptions<P> {
  /** How consecutive blocks of this type are laid out together (one alone is not a group: `grouped` tells it). */
  Group?: BlockGroup;
  /** Whether these props show a picture. */
  showsImage?: (props: P) => boolean;
  /** The number of pages of a block that lists more than fits on one. */
  pageCount?: (props: P, context: BlockContext) => Promise<number>;
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
  Component: (props: z.output<S>, context: BlockContext) => ReactNode | Promise<ReactNode>,
  options: BlockOptions<z.output<S>> = {},
): BlockDefinition<T> {
  return {
    typename,
    schema,
    Group: options.Group ?? null,
    validate(data) {
      const result = schema.safeParse(data);
      if (!result.success) return { success: false, issues: result.error.issues };
      const props = result.data;
      const { pageCount } = options;
      return {
        success: true,
        render: (context) => Component(props, context),
        showsImage: options.showsImage?.(props) ?? false,
        pageCount: pageCount ? (context) => pageCount(props, context) : null,
      };
    },
  };
}

import { type ReactNode, cache } from 'react';

import { EditBlockLink } from '@/components/preview/EditBlockLink';
import type { BlockData } from '@/lib/cms/types';
import { log } from '@/lib/log';

import { BlockBoundary } from '@/components/islands.client';
import { BlockNotice } from './BlockNotice';
import { blockRegistry } from './registry';
import { isBlockTypename } from './schemas';
import type { BlockContext, BlockGroup, BlockValidation, ValidBlock } from './types';

interface RenderBlocksProps {
  blocks: readonly BlockData[];
  /** The page's path, for log lines and for blocks that link to the page itself. */
  path: string;
  /** The page of a paged list (`?page=N`). */
  pageNumber?: number;
  /** Whether the first picture among the blocks is the page's first (false below a hero image). */
  firstImagePriority?: boolean;
  /** Show editors what was skipped and why (development and preview); visitors never see it. */
  showDiagnostics?: boolean;
  /** In a preview: each block outlined for visual mode, with a link to its row in the admin. */
  visual?: VisualBlocks;
}

export interface VisualBlocks {
  /** The block type's German name ("FAQ"). */
  label: (typename: string) => string;
  /** The admin's edit view of the page, asked to focus this block's row. */
  editHref: (blockPath: string) => string;
}

type Checked =
  | { index: number; typename: string; validation: ValidBlock; Group: BlockGroup | null }
  | { index: number; typename: string; skipped: { event: string; reason: string; fields: Record<string, unknown> } };

type Rendered = { key: string; index: number; typename: string; Group: BlockGroup | null; grouped: boolean; node: ReactNode };

function check(block: BlockData, index: number): Checked {
  const typename = block.__typename;
  if (!isBlockTypename(typename)) {
    return { index, typename, skipped: { event: 'block.unknown', reason: 'Dieser Blocktyp ist der Website nicht bekannt.', fields: {} } };
  }
  const definition = blockRegistry[typename];
  const validation: BlockValidation = definition.validate(block);
  if (!validation.success) {
    const issues = validation.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    const reason = issues.map((issue) => `${issue.path || 'Block'}: ${issue.message}`).join('; ');
    return { index, typename, skipped: { event: 'block.invalid', reason, fields: { issues } } };
  }
  return { index, typename, validation, Group: definition.Group };
}

/**
 * Whether each block is laid out by its type's Group with a neighbour of its type, known before
 * it renders (a lone teaser takes the column, one of a row a grid cell). A block the visitor does
 * not see (skipped) does not stand between two; an editor's notice in its place does.
 */
function groupedBlocks(checked: readonly Checked[], showDiagnostics: boolean): boolean[] {
  const shown = checked.filter((item) => showDiagnostics || 'validation' in item);
  const together = (item: Checked, other: Checked | undefined) =>
    other !== undefined && 'validation' in item && 'validation' in other && item.Group !== null && item.typename === other.typename;
  const grouped = checked.map(() => false);
  shown.forEach((item, position) => {
    grouped[item.index] = together(item, shown[position - 1]) || together(item, shown[position + 1]);
  });
  return grouped;
}

/** Once per render: the page's count of pages and its rendering validate the same blocks. */
const checkAll = cache((blocks: readonly BlockData[]): Checked[] => blocks.map(check));

/**
 * The number of pages the page's paged list has: the first block that pages decides.
 * A page without such a block has exactly one page.
 */
export async function countBlockPages(blocks: readonly BlockData[], context: Omit<BlockContext, 'priority'>): Promise<number> {
  for (const item of checkAll(blocks)) {
    if ('validation' in item && item.validation.pageCount) {
      return item.validation.pageCount({ ...context, priority: false });
    }
  }
  return 1;
}

/**
 * Validates each block with its schema, renders it with its component and isolates failures:
 * an unknown, invalid or throwing block is skipped and logged; the rest of the page renders.
 * Consecutive blocks of a type that declares a group are laid out together.
 */
export async function RenderBlocks({ blocks, path, pageNumber = 1, firstImagePriority = true, showDiagnostics = false, visual }: RenderBlocksProps) {
  const checked = checkAll(blocks);
  const firstImage = firstImagePriority ? checked.findIndex((item) => 'validation' in item && item.validation.showsImage) : -1;
  const grouped = groupedBlocks(checked, showDiagnostics);

  const rendered = await Promise.all(
    checked.map(async (item): Promise<Rendered | null> => {
      const { index, typename } = item;
      const key = `${index}-${typename}`;
      const skip = (event: string, reason: string, fields: Record<string, unknown>): Rendered | null => {
        log.warn(event, { path, index, typename, ...fields });
        return showDiagnostics ? { key, index, typename, Group: null, grouped: false, node: <BlockNotice typename={typename} reason={reason} /> } : null;
      };
      if ('skipped' in item) return skip(item.skipped.event, item.skipped.reason, item.skipped.fields);
      try {
        const node = await item.validation.render({ path, pageNumber, priority: index === firstImage, grouped: grouped[index] ?? false });
        return {
          key,
          index,
          typename,
          Group: item.Group,
          grouped: grouped[index] ?? false,
          node: (
            <BlockBoundary typename={typename} index={index} path={path}>
              {node}
            </BlockBoundary>
          ),
        };
      } catch (error) {
        return skip('block.render-error', error instanceof Error ? error.message : String(error), { error });
      }
    }),
  );
  return <>{layOut(rendered.filter((item): item is Rendered => item !== null), visual)}</>;
}

/** One block in its box: its type for editors' tools and tests; in a preview, visual mode's marks. */
function Boxed({ item, visual }: { item: Rendered; visual: VisualBlocks | undefined }) {
  if (!visual) return <div data-block={item.typename}>{item.node}</div>;
  const label = visual.label(item.typename);
  return (
    <div data-block={item.typename} data-visual-block={item.index} data-visual-label={label} className="group/visual relative">
      <EditBlockLink href={visual.editHref(`blocks.${item.index}`)} blockPath={`blocks.${item.index}`} label={label} />
      {item.node}
    </div>
  );
}

/** Each block on its own, except runs of a type with a group, which its group lays out. */
function layOut(items: Rendered[], visual: VisualBlocks | undefined): ReactNode[] {
  const output: ReactNode[] = [];
  let run: Rendered[] = [];
  const flush = () => {
    const [first] = run;
    if (!first) return;
    // One alone is no group: it rendered for the column. (One that rendered for a group and lost
    // its neighbour, which failed as it rendered, still gets the group's cell.)
    const Group = run.length > 1 || first.grouped ? first.Group : null;
    output.push(
      Group ? (
        <Group key={`group-${first.key}`}>
          {run.map((item) => (
            <Boxed key={item.key} item={item} visual={visual} />
          ))}
        </Group>
      ) : (
        <Boxed key={first.key} item={first} visual={visual} />
      ),
    );
    run = [];
  };
  for (const item of items) {
    const [first] = run;
    if (first && (!item.Group || first.typename !== item.typename)) flush();
    run.push(item);
    if (!item.Group) flush();
  }
  flush();
  return output;
}

import type { Block } from 'payload';
import { vercelStegaCombine } from '@vercel/stega';

import { isRecord, looksLikeAddress, mapShownTexts } from '@/cms/fields/shownTexts';
import { blockConfigs } from '@/generated/blocks/configs';
import type { BlockData } from '@/lib/cms/types';
import type { FieldTarget } from '@/lib/preview/visual';

import { blockRegistry } from './registry';
import { isBlockTypename } from './schemas';

/**
 * Visual mode, on the server and only in previews (the page imports this module in draft mode
 * alone): every text a block shows carries its field's form path, appended as invisible
 * characters (@vercel/stega), so the preview can tell which field a clicked sentence came from
 * without any component knowing. Which values are texts comes from the blocks' Payload configs,
 * as the site search reads them (src/cms/fields/shownTexts.ts): text and textarea values, and
 * each top-level paragraph of a rich-text field. A new block type is covered by having a config.
 */

const configByTypename = new Map<string, Block>(blockConfigs.flatMap((config) => (config.interfaceName ? [[config.interfaceName, config] as const] : [])));

/** The block type's German name as editors know it from the block picker ("FAQ", "Zitat"). */
export function blockLabel(typename: string): string {
  const singular = configByTypename.get(typename)?.labels?.singular;
  if (typeof singular === 'string') return singular;
  if (singular && typeof singular === 'object') return singular.de ?? Object.values(singular)[0] ?? typename;
  return typename;
}

function marked(value: string, target: FieldTarget): string {
  return vercelStegaCombine(value, target.paragraph === undefined ? { p: target.path } : { p: target.path, n: target.paragraph }, false);
}

/** The last text leaf below a Lexical node, which gets the paragraph's mark. */
function markLastText(node: Record<string, unknown>, target: FieldTarget): Record<string, unknown> {
  if (node.type === 'text' && typeof node.text === 'string') return node.text.trim() ? { ...node, text: marked(node.text, target) } : node;
  const children = Array.isArray(node.children) ? node.children : null;
  if (!children) return node;
  for (let index = children.length - 1; index >= 0; index -= 1) {
    const child: unknown = children[index];
    if (!isRecord(child)) continue;
    const next = markLastText(child, target);
    if (next !== child) return { ...node, children: children.map((item, at) => (at === index ? next : item)) };
  }
  return node;
}

function markRichText(state: unknown, path: string): unknown {
  if (!isRecord(state) || !isRecord(state.root) || !Array.isArray(state.root.children)) return state;
  const children = state.root.children.map((child: unknown, paragraph) => (isRecord(child) ? markLastText(child, { path, paragraph }) : child));
  return { ...state, root: { ...state.root, children } };
}

const marks = { text: (value: string, path: string) => marked(value, { path }), richText: markRichText };

/** Any block's data (as the page query delivers it) with its config's texts marked; the same object if none. */
export function markBlockTexts<T extends Record<string, unknown>>(config: Pick<Block, 'fields'>, block: T, index: number): T {
  return mapShownTexts(config.fields, block, `blocks.${index}`, marks);
}

/**
 * The block at `index` of the document's blocks with its texts marked. A block whose marked
 * texts its schema would refuse (a format rule on a text that is no shown text) stays as it is:
 * the preview shows what visitors will see, with the block's outline but without its fields.
 */
export function withFieldPaths(block: BlockData, index: number): BlockData {
  const config = configByTypename.get(block.__typename);
  if (!config || !isBlockTypename(block.__typename)) return block;
  const marked = markBlockTexts(config, block, index);
  if (marked === block) return block;
  const definition = blockRegistry[block.__typename];
  if (!definition.validate(marked).success && definition.validate(block).success) return block;
  // The same block with only strings changed inside: still the fragment's shape.
  return marked as BlockData;
}

/** A text of the page itself (its title, lead) marked with its field's path. */
export function withFieldPath(value: string, path: string): string;
export function withFieldPath(value: string | null, path: string): string | null;
export function withFieldPath(value: string | null, path: string): string | null {
  return value === null || !value.trim() || looksLikeAddress(value) ? value : marked(value, { path });
}

import type { Block, Field } from 'payload';
import { fieldAffectsData, tabHasName } from 'payload/shared';
import { vercelStegaCombine } from '@vercel/stega';

import { blockConfigs } from '@/generated/blocks/configs';
import type { BlockData } from '@/lib/cms/types';
import type { FieldTarget } from '@/lib/preview/visual';

import { blockRegistry } from './registry';
import { isBlockTypename } from './schemas';

/**
 * Visual mode, on the server and only in previews (the page imports this module in draft mode
 * alone): every text a block shows carries its field's form path, appended as invisible
 * characters (@vercel/stega), so the preview can tell which field a clicked sentence came from
 * without any component knowing. Which values are texts comes from the blocks' Payload configs:
 * text and textarea fields, and each top-level paragraph of a rich-text field, inside arrays,
 * groups, rows and tabs. A new block type is covered by having a config.
 *
 * A text field whose value is no shown text (a measure such as "40%") says so with
 * `custom: { shownText: false }`; values that are links (a path, an address) are never marked.
 */

const configByTypename = new Map<string, Block>(blockConfigs.flatMap((config) => (config.interfaceName ? [[config.interfaceName, config] as const] : [])));

/** The block type's German name as editors know it from the block picker ("FAQ", "Zitat"). */
export function blockLabel(typename: string): string {
  const singular = configByTypename.get(typename)?.labels?.singular;
  if (typeof singular === 'string') return singular;
  if (singular && typeof singular === 'object') return singular.de ?? Object.values(singular)[0] ?? typename;
  return typename;
}

/** A path, an anchor or an address (not a sentence such as „Rettungsgasse: So …“). */
const LINK = /^(\/\S|#\S|[a-z][a-z\d+.-]*:\/\/|mailto:|tel:)/i;

function marked(value: string, target: FieldTarget): string {
  if (value.trim() === '' || LINK.test(value.trim())) return value;
  return vercelStegaCombine(value, target.paragraph === undefined ? { p: target.path } : { p: target.path, n: target.paragraph }, false);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The last text leaf below a Lexical node, which gets the paragraph's mark. */
function markLastText(node: Record<string, unknown>, target: FieldTarget): Record<string, unknown> {
  if (node.type === 'text' && typeof node.text === 'string') return { ...node, text: marked(node.text, target) };
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

function markFields(fields: readonly Field[], data: Record<string, unknown>, path: string): Record<string, unknown> {
  let result = data;
  const set = (name: string, value: unknown) => {
    if (value !== result[name]) result = { ...result, [name]: value };
  };
  for (const field of fields) {
    if (!fieldAffectsData(field)) {
      // Rows, collapsibles and unnamed groups or tabs only arrange fields of this level.
      if ('fields' in field) result = markFields(field.fields, result, path);
      if (field.type === 'tabs') {
        for (const tab of field.tabs) {
          if (tabHasName(tab)) {
            const value = result[tab.name];
            if (isRecord(value)) set(tab.name, markFields(tab.fields, value, `${path}${tab.name}.`));
          } else result = markFields(tab.fields, result, path);
        }
      }
      continue;
    }
    if (!('name' in field)) continue;
    const value = result[field.name];
    const fieldPath = `${path}${field.name}`;
    switch (field.type) {
      case 'text':
      case 'textarea':
        if (typeof value === 'string' && field.custom?.shownText !== false) set(field.name, marked(value, { path: fieldPath }));
        break;
      case 'richText':
        set(field.name, markRichText(value, fieldPath));
        break;
      case 'array':
        if (Array.isArray(value)) set(field.name, value.map((row: unknown, index) => (isRecord(row) ? markFields(field.fields, row, `${fieldPath}.${index}.`) : row)));
        break;
      case 'group':
        if (isRecord(value)) set(field.name, markFields(field.fields, value, `${fieldPath}.`));
        break;
      default:
        break;
    }
  }
  return result;
}

/** Any block's data (as the page query delivers it) with its config's texts marked; the same object if none. */
export function markBlockTexts<T extends Record<string, unknown>>(config: Pick<Block, 'fields'>, block: T, index: number): T {
  // The same fields with some strings replaced: still the data's shape.
  return markFields(config.fields, block, `blocks.${index}.`) as T;
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
  return value === null ? null : marked(value, { path });
}

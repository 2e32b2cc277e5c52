import type { Field } from 'payload';

/** Text a visitor reads on a page, in the order it appears, from its block data and their configs. */

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text field holding an address, not words (`/reisen`, `https://…`, `mailto:`). */
const looksLikeAddress = (text: string) => /^(?:\/|[a-z][a-z\d+.-]*:)\S*$/i.test(text.trim());

/** Lexical nodes that end a line of text: their text is kept apart from the next one's. */
const BLOCK_NODES = new Set(['paragraph', 'heading', 'listitem', 'quote', 'tablecell']);

/** The text of a Lexical rich text, a line per paragraph, heading or list item. */
export function richTextWords(value: unknown, out: string[] = []): string[] {
  const textOf = (node: unknown): string => {
    if (!isRecord(node)) return '';
    if (node.type === 'text') return typeof node.text === 'string' ? node.text : '';
    if (node.type === 'linebreak') return '\n';
    // Runs of one paragraph (bold, a link) are written next to each other as they stand.
    const text = Array.isArray(node.children) ? node.children.map(textOf).join('') : '';
    return typeof node.type === 'string' && BLOCK_NODES.has(node.type) ? `${text}\n` : text;
  };
  const text = textOf(isRecord(value) ? value.root : undefined);
  if (text.trim()) out.push(text, '\n');
  return out;
}

/**
 * Walks data along its field configs and collects what visitors read: text, textarea and rich
 * text fields, in arrays, groups, rows, tabs and nested blocks. Choices (selects), numbers,
 * links to other documents and addresses are left out: they are no words of this page.
 */
export function fieldWords(fields: readonly Field[], data: unknown, out: string[] = []): string[] {
  if (!isRecord(data)) return out;
  for (const field of fields) {
    switch (field.type) {
      case 'text':
      case 'textarea': {
        // Every array row and block has an `id` text field of Payload's: no words.
        if (field.name === 'id' || field.name === 'blockName') break;
        const value = data[field.name];
        if (typeof value === 'string' && value.trim() && !looksLikeAddress(value)) out.push(value, '\n');
        break;
      }
      case 'richText':
        richTextWords(data[field.name], out);
        break;
      case 'group':
        // A named group keeps its data under its name; an unnamed one in its parent's.
        fieldWords(field.fields, 'name' in field && field.name ? data[field.name] : data, out);
        break;
      case 'array': {
        const rows = data[field.name];
        if (Array.isArray(rows)) for (const row of rows) fieldWords(field.fields, row, out);
        break;
      }
      case 'row':
      case 'collapsible':
        fieldWords(field.fields, data, out);
        break;
      case 'tabs':
        for (const tab of field.tabs) fieldWords(tab.fields, 'name' in tab && tab.name ? data[tab.name] : data, out);
        break;
      case 'blocks': {
        const blocks = data[field.name];
        if (!Array.isArray(blocks)) break;
        for (const block of blocks) {
          if (!isRecord(block)) continue;
          const config = field.blocks.find((candidate) => candidate.slug === block.blockType);
          if (config) fieldWords(config.fields, block, out);
        }
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/** Joins collected words into text: one space between runs, a line break between blocks. */
export function joinWords(words: readonly string[]): string {
  return words
    .join(' ')
    .replace(/[ \t]*\n[\s]*/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

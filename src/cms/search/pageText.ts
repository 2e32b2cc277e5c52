import type { Field } from 'payload';

/** Text a visitor reads on a page, in the order it appears, from its block data and their configs. */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text field holding an address, not words (`/reisen`, `https://…`, `mailto:`). */
const looksLikeAddress = (text: string) => /^(?:\/|[a-z][a-z\d+.-]*:)\S*$/i.test(text.trim());

/** The words of a Lexical rich text: its text nodes, paragraph by paragraph. */
export function richTextWords(value: unknown, out: string[] = []): string[] {
  const walk = (node: unknown): void => {
    if (!isRecord(node)) return;
    if (node.type === 'text' && typeof node.text === 'string') {
      out.push(node.text);
      return;
    }
    if (Array.isArray(node.children)) {
      const before = out.length;
      node.children.forEach(walk);
      // Block-level nodes end a sentence's run of words: keep them apart in the snippet text.
      if (out.length > before && node.type !== 'link' && node.type !== 'autolink') out.push('\n');
    }
  };
  walk(isRecord(value) ? value.root : undefined);
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

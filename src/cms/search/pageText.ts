import type { Field } from 'payload';

import { isRecord, mapShownTexts } from '@/cms/fields/shownTexts';

/** Text a visitor reads on a page, in the order it appears, from its block data and their configs. */

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

/** What visitors read in data, along its field configs (../fields/shownTexts.ts), as runs of words. */
export function fieldWords(fields: readonly Field[], data: unknown, out: string[] = []): string[] {
  mapShownTexts(fields, data, '', {
    text: (value) => {
      out.push(value, '\n');
      return value;
    },
    richText: (value) => {
      richTextWords(value, out);
      return value;
    },
  });
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

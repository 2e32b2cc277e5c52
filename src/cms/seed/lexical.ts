/** Builders for Lexical documents as Payload stores them, to write seed content readably. */

import type { RichTextBlock } from '../generated/payload-types';

type Node = { type: string; version: number; [key: string]: unknown };
type LexicalDocument = RichTextBlock['content'];

const text = (value: string, format = 0): Node => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
});

const element = (type: string, children: Node[], extra: Record<string, unknown> = {}): Node => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
});

export type Inline = string | Node;
const inline = (parts: Inline[]) => parts.map((part) => (typeof part === 'string' ? text(part) : part));

export const bold = (value: string): Node => text(value, 1);

export const link = (label: string, url: string): Node =>
  element('link', [text(label)], { fields: { linkType: 'custom', url, newTab: false } });

export const internalLink = (label: string, relationTo: 'articles' | 'channels', id: number): Node =>
  element('link', [text(label)], { fields: { linkType: 'internal', doc: { relationTo, value: id }, newTab: false } });

export const p = (...parts: Inline[]): Node => element('paragraph', inline(parts), { textFormat: 0, textStyle: '' });
export const h2 = (value: string): Node => element('heading', [text(value)], { tag: 'h2' });
export const h3 = (value: string): Node => element('heading', [text(value)], { tag: 'h3' });

const list = (listType: 'bullet' | 'number', items: Inline[][]): Node =>
  element(
    'list',
    items.map((parts, index) => element('listitem', inline(parts), { value: index + 1 })),
    { listType, start: 1, tag: listType === 'bullet' ? 'ul' : 'ol' },
  );
export const ul = (...items: Inline[][]): Node => list('bullet', items);
export const ol = (...items: Inline[][]): Node => list('number', items);

export const doc = (...children: Node[]): LexicalDocument => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
});

import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega';
import type { Block } from 'payload';
import { describe, expect, it } from 'vitest';

import type { BlockData } from '@/lib/cms/types';

import { linkField } from './adminFields';
import { blockLabel, markBlockTexts, withFieldPath, withFieldPaths } from './fieldPaths';
import { filledText } from './rules';
import { lexical } from './testFixtures';

/** The field a text's invisible mark names, and the text as visitors read it. */
function read(text: unknown): { shown: string; mark: unknown } {
  expect(typeof text).toBe('string');
  return { shown: vercelStegaSplit(text as string).cleaned, mark: vercelStegaDecode(text as string) ?? null };
}

const faq = {
  __typename: 'FaqBlock',
  id: 'f',
  title: 'Häufige Fragen',
  items: [
    { __typename: 'FaqBlock_Items', id: 'a', question: 'Gilt das im Tunnel?', answer: lexical('Ja.') },
    {
      __typename: 'FaqBlock_Items',
      id: 'b',
      question: 'Und sonst?',
      answer: {
        root: {
          ...lexical('').root,
          children: [
            { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Erstens ' }, { type: 'text', version: 1, text: 'fett', format: 1 }] },
            { type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'Zweitens.' }] },
          ],
        },
      },
    },
  ],
} as unknown as BlockData;

describe('visual mode’s field marks', () => {
  it('marks each text of a block with its form path, invisibly, from the block’s config', () => {
    const marked = withFieldPaths(faq, 3) as unknown as typeof faq & { title: string; items: { question: string; answer: { root: { children: { children: { text: string }[] }[] } } }[] };
    expect(read(marked.title)).toEqual({ shown: 'Häufige Fragen', mark: { p: 'blocks.3.title' } });
    expect(read(marked.items[1]!.question)).toEqual({ shown: 'Und sonst?', mark: { p: 'blocks.3.items.1.question' } });
    // Rich text: each top-level paragraph, on its last text.
    const [first, second] = marked.items[1]!.answer.root.children;
    expect(read(first!.children[0]!.text).mark).toBeNull();
    expect(read(first!.children[1]!.text)).toEqual({ shown: 'fett', mark: { p: 'blocks.3.items.1.answer', n: 0 } });
    expect(read(second!.children[0]!.text)).toEqual({ shown: 'Zweitens.', mark: { p: 'blocks.3.items.1.answer', n: 1 } });
    // The data it came from is left as it was (the page's cache of CMS reads holds it).
    expect((faq as unknown as { title: string }).title).toBe('Häufige Fragen');
  });

  it('leaves links and texts that are no shown text unmarked, and a sentence with a colon marked', () => {
    const carousel = {
      __typename: 'MultimediaBlock',
      mediaWidth: '40%',
      content: lexical('Text'),
    } as unknown as BlockData;
    const marked = withFieldPaths(carousel, 0) as unknown as { mediaWidth: string };
    expect(marked.mediaWidth).toBe('40%');
    expect(withFieldPath('/reisen', 'link')).toBe('/reisen');
    expect(withFieldPath('https://example.at/x', 'link')).toBe('https://example.at/x');
    expect(withFieldPath('mailto:service@mobilclub.example', 'link')).toBe('mailto:service@mobilclub.example');
    expect(read(withFieldPath('Rettungsgasse: So bilden Sie sie richtig', 'title')).mark).toEqual({ p: 'title' });
    expect(withFieldPath(null, 'leadText')).toBeNull();
    expect(withFieldPath('  ', 'author')).toBe('  ');
  });

  it('marks a block type it has never seen from its config alone (a new block needs no code)', () => {
    const infoBox: Block = {
      slug: 'info-box',
      interfaceName: 'InfoBoxBlock',
      fields: [
        { type: 'row', fields: [{ name: 'heading', type: 'text' }] },
        { name: 'body', type: 'richText' },
        { name: 'tips', type: 'array', fields: [{ name: 'tip', type: 'textarea' }, linkField('link', 'Link', filledText('Bitte einen Link.'))] },
        { name: 'extra', type: 'group', fields: [{ name: 'note', type: 'text' }] },
        { name: 'count', type: 'number' },
      ],
    };
    const data = { heading: 'Gut zu wissen', body: lexical('Absatz'), tips: [{ tip: 'Vorher tanken', link: '/tanken' }], extra: { note: 'Stand 2026' }, count: 3 };
    const marked = markBlockTexts(infoBox, data, 5);
    expect(read(marked.heading).mark).toEqual({ p: 'blocks.5.heading' });
    expect(read(marked.body.root.children[0]!.children[0]!.text).mark).toEqual({ p: 'blocks.5.body', n: 0 });
    expect(read(marked.tips[0]!.tip).mark).toEqual({ p: 'blocks.5.tips.0.tip' });
    expect(marked.tips[0]!.link).toBe('/tanken');
    expect(read(marked.extra.note).mark).toEqual({ p: 'blocks.5.extra.note' });
    expect(marked.count).toBe(3);
  });

  it('still validates, and renders the same words, with marks in place', () => {
    const quote = { __typename: 'QuoteBlock', id: 'q', quote: 'Jede Minute zählt.', author: 'Thomas Wallner', role: null } as BlockData;
    const marked = withFieldPaths(quote, 1);
    expect(marked).not.toBe(quote);
    expect(read((marked as { quote: string }).quote)).toEqual({ shown: 'Jede Minute zählt.', mark: { p: 'blocks.1.quote' } });
  });

  it('names block types as the block picker does', () => {
    expect(blockLabel('FaqBlock')).toBe('FAQ');
    expect(blockLabel('QuoteBlock')).toBe('Zitat');
    expect(blockLabel('UnknownBlock')).toBe('UnknownBlock');
  });
});

import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';

import { fieldWords, joinWords } from './pageText';

const lexical = (...paragraphs: string[]) => ({
  root: { type: 'root', children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })) },
});
const withLink = {
  root: {
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Lesen Sie ' }, { type: 'link', children: [{ type: 'text', text: 'unseren Beitrag' }] }, { type: 'text', text: ', bevor Sie fahren.' }] }],
  },
};

describe('the text of a page for the search', () => {
  it('collects text, rich text and nested fields of blocks, and leaves choices and addresses out', () => {
    const fields: Field[] = [
      {
        name: 'blocks',
        type: 'blocks',
        blocks: [
          { slug: 'quote', fields: [{ name: 'id', type: 'text' }, { name: 'quote', type: 'textarea' }, { name: 'style', type: 'select', options: ['big'] }] },
          { slug: 'faq', fields: [{ name: 'items', type: 'array', fields: [{ name: 'question', type: 'text' }, { name: 'answer', type: 'richText' }] }] },
          { slug: 'link', fields: [{ name: 'href', type: 'text' }, { name: 'label', type: 'text' }] },
        ],
      },
    ];
    const data = {
      blocks: [
        { blockType: 'quote', id: '6b077113a1ceff528a268092', quote: 'Jede Minute zählt.', style: 'big' },
        { blockType: 'faq', items: [{ question: 'Gilt sie im Tunnel?', answer: lexical('Ja, auch dort.', 'Immer.') }, { question: 'Und sonst?', answer: withLink }] },
        { blockType: 'link', href: '/verkehr/rettungsgasse-10004', label: 'Mehr lesen' },
        { blockType: 'unknown', text: 'nicht gelesen' },
      ],
    };
    expect(joinWords(fieldWords(fields, data))).toBe('Jede Minute zählt.\nGilt sie im Tunnel?\nJa, auch dort.\nImmer.\nUnd sonst?\nLesen Sie unseren Beitrag, bevor Sie fahren.\nMehr lesen');
  });
});

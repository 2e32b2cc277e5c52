import type { Block } from 'payload';

export const quoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: 'Zitat', plural: 'Zitate' },
  fields: [
    { name: 'quote', label: 'Zitat', type: 'textarea', required: true },
    { name: 'author', label: 'Wer sagt das?', type: 'text' },
    { name: 'role', label: 'Funktion oder Quelle', type: 'text' },
  ],
};

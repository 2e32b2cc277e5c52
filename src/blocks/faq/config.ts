import type { Block } from 'payload';

import { contentEditor } from '@/cms/editor/lexical';

export const faqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  fields: [
    { name: 'title', label: 'Überschrift', type: 'text' },
    {
      name: 'items',
      label: 'Fragen',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Frage', plural: 'Fragen' },
      fields: [
        { name: 'question', label: 'Frage', type: 'text', required: true },
        { name: 'answer', label: 'Antwort', type: 'richText', required: true, editor: contentEditor },
      ],
    },
  ],
};

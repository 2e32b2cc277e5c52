import type { Block } from 'payload';

import { contentEditor } from '@/cms/editor/lexical';

import { inPicker } from '../picker';
import { validateWith } from '../rules';
import { faqRules } from './schema';
import { sketch } from './preview';

export const faqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  ...inPicker('faq', { group: 'text', description: 'Fragen und Antworten zum Aufklappen', sketch }),
  fields: [
    { name: 'title', label: 'Überschrift', type: 'text' },
    {
      name: 'items',
      label: 'Fragen',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Frage', plural: 'Fragen' },
      validate: validateWith(faqRules.items),
      fields: [
        { name: 'question', label: 'Frage', type: 'text', required: true, validate: validateWith(faqRules.question) },
        { name: 'answer', label: 'Antwort', type: 'richText', required: true, editor: contentEditor, validate: validateWith(faqRules.answer) },
      ],
    },
  ],
};

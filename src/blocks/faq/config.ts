import type { Block } from 'payload';

import { contentEditor } from '@/cms/editor/lexical';

import { inPicker } from '../picker';
import { validateRichText, validateWith } from '../rules';
import { faqRules } from './schema';
import { sketch } from './preview';

export const faqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  ...inPicker('faq', { group: 'text', rank: 4, description: 'Fragen und Antworten zum Aufklappen', sketch }),
  fields: [
    { name: 'title', label: 'Überschrift', type: 'text', admin: { description: 'Steht über den Fragen. Leer lassen: keine Überschrift.' } },
    {
      name: 'items',
      label: 'Fragen',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Frage', plural: 'Fragen' },
      admin: { description: 'Eine Zeile je Frage mit ihrer Antwort, die Besucher aufklappen.' },
      validate: validateWith(faqRules.items),
      fields: [
        { name: 'question', label: 'Frage', type: 'text', required: true, admin: { description: 'Immer sichtbar; ein Klick klappt die Antwort auf.' }, validate: validateWith(faqRules.question) },
        { name: 'answer', label: 'Antwort', type: 'richText', required: true, editor: contentEditor, admin: { description: 'Erscheint beim Aufklappen der Frage.' }, validate: validateRichText(faqRules.answer) },
      ],
    },
  ],
};

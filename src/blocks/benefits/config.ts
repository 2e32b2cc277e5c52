import type { Block } from 'payload';

import { contentEditor } from '@/cms/editor/lexical';

import { inPicker } from '../picker';
import { validateRichText, validateWith } from '../rules';
import { sketch } from './preview';
import { benefitsRules } from './rules';

export const benefitsBlock: Block = {
  slug: 'benefits',
  interfaceName: 'BenefitsBlock',
  labels: { singular: 'Vorteile', plural: 'Vorteile' },
  ...inPicker('benefits', {
    group: 'text',
    rank: 5,
    description: 'Vorteile mit Häkchen, jeder zum Aufklappen',
    sketch,
  }),
  fields: [
    { name: 'headline', label: 'Überschrift', type: 'text', admin: { description: 'Steht über den Vorteilen. Leer lassen: keine Überschrift.' } },
    {
      name: 'items',
      label: 'Vorteile',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Vorteil', plural: 'Vorteile' },
      admin: { description: 'Eine Zeile je Vorteil: Stichwort mit Häkchen und Erklärung zum Aufklappen.' },
      validate: validateWith(benefitsRules.items),
      fields: [
        { name: 'title', label: 'Vorteil', type: 'text', required: true, admin: { description: 'Kurzes Stichwort neben dem Häkchen, immer sichtbar.' }, validate: validateWith(benefitsRules.title) },
        { name: 'content', label: 'Erklärung', type: 'richText', required: true, editor: contentEditor, admin: { description: 'Erscheint beim Aufklappen des Vorteils.' }, validate: validateRichText(benefitsRules.content) },
      ],
    },
  ],
};

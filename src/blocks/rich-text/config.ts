import type { Block } from 'payload';

import { contentEditor } from '@/cms/editor/lexical';

import { inPicker } from '../picker';
import { validateRichText } from '../rules';
import { richTextRules } from './schema';
import { sketch } from './preview';

export const richTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Fließtext', plural: 'Fließtexte' },
  ...inPicker('richText', { group: 'text', rank: 1, description: 'Fließtext mit Zwischentiteln, Listen und Links', sketch }),
  fields: [
    { name: 'content', label: 'Inhalt', type: 'richText', required: true, editor: contentEditor, admin: { description: 'Absätze, Zwischentitel, Listen und Links.' }, validate: validateRichText(richTextRules.content) },
  ],
};

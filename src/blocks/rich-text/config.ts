import type { Block } from 'payload';

import { contentEditor } from '@/cms/editor/lexical';

export const richTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Fließtext', plural: 'Fließtexte' },
  fields: [{ name: 'content', label: 'Inhalt', type: 'richText', required: true, editor: contentEditor }],
};

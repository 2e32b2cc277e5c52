import { z } from 'zod';

import { lexicalStateSchema } from '@/components/rich-text/schema';

import { filled } from '../rules';

export const richTextRules = {
  content: filled('Bitte einen Text schreiben.'),
};

export const richTextSchema = z
  .object({
    __typename: z.literal('RichTextBlock'),
    id: z.string().nullish(),
    content: richTextRules.content.pipe(lexicalStateSchema),
  })
  .transform(({ content }) => ({ content }));

export type RichTextBlockProps = z.output<typeof richTextSchema>;

import { z } from 'zod';

import { richTextJson } from '../fields';

export const richTextSchema = z
  .object({
    __typename: z.literal('RichTextBlock'),
    id: z.string().nullish(),
    content: richTextJson('rich text needs content'),
  })
  .transform(({ content }) => ({ content }));

export type RichTextBlockProps = z.output<typeof richTextSchema>;

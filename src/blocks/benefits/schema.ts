import { z } from 'zod';

import { lexicalStateSchema } from '@/components/rich-text/schema';

import { optionalText } from '../rules';
import { benefitsRules } from './rules';

const item = z.object({
  id: z.string().nullish(),
  title: benefitsRules.title,
  content: benefitsRules.content.pipe(lexicalStateSchema),
});

export const benefitsSchema = z
  .object({
    __typename: z.literal('BenefitsBlock'),
    id: z.string().nullish(),
    headline: optionalText,
    items: benefitsRules.items.pipe(z.array(item)),
  })
  .transform(({ id, headline, items }) => ({
    id: id ?? null,
    headline,
    items: items.map((entry, index) => ({ id: entry.id ?? String(index), title: entry.title, content: entry.content })),
  }));

export type BenefitsProps = z.output<typeof benefitsSchema>;

import { z } from 'zod';

import { required, richTextJson } from '../fields';

const item = z.object({
  id: z.string().nullish(),
  question: required(z.string().trim().min(1, 'a question needs text'), 'a question needs text'),
  answer: richTextJson('a question needs an answer'),
});

export const faqSchema = z
  .object({
    __typename: z.literal('FaqBlock'),
    id: z.string().nullish(),
    title: z.string().trim().nullish(),
    items: required(z.array(item).min(1, 'an FAQ needs at least one question'), 'an FAQ needs at least one question'),
  })
  .transform(({ id, title, items }) => ({
    id: id ?? null,
    title: title || null,
    items: items.map(({ id: itemId, question, answer }, index) => ({ id: itemId ?? String(index), question, answer })),
  }));

export type FaqProps = z.output<typeof faqSchema>;

import { z } from 'zod';

import { filled, filledText, optionalText, rows } from '../rules';
import { lexicalStateSchema } from '@/components/rich-text/schema';

export const faqRules = {
  items: rows(1, 'Bitte mindestens eine Frage anlegen.'),
  question: filledText('Bitte die Frage eingeben.'),
  answer: filled('Bitte eine Antwort schreiben.'),
};

const item = z.object({
  id: z.string().nullish(),
  question: faqRules.question,
  answer: faqRules.answer.pipe(lexicalStateSchema),
});

export const faqSchema = z
  .object({
    __typename: z.literal('FaqBlock'),
    id: z.string().nullish(),
    title: optionalText,
    items: faqRules.items.pipe(z.array(item)),
  })
  .transform(({ id, title, items }) => ({
    id: id ?? null,
    title,
    items: items.map(({ id: itemId, question, answer }, index) => ({ id: itemId ?? String(index), question, answer })),
  }));

export type FaqProps = z.output<typeof faqSchema>;

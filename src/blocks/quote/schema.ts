import { z } from 'zod';

import { filledText, optionalText } from '../rules';

/** What editors must get right (the admin checks it on publish, the site before rendering). */
export const quoteRules = {
  quote: filledText('Bitte den Text des Zitats eingeben.'),
};

export const quoteSchema = z
  .object({
    __typename: z.literal('QuoteBlock'),
    id: z.string().nullish(),
    quote: quoteRules.quote,
    author: optionalText,
    role: optionalText,
  })
  .transform(({ quote, author, role }) => ({ quote, author, role }));

export type QuoteProps = z.output<typeof quoteSchema>;

import { z } from 'zod';

import { required } from '../fields';

export const quoteSchema = z
  .object({
    __typename: z.literal('QuoteBlock'),
    id: z.string().nullish(),
    quote: required(z.string().trim().min(1, 'a quote needs text'), 'a quote needs text'),
    author: z.string().trim().nullish(),
    role: z.string().trim().nullish(),
  })
  .transform(({ quote, author, role }) => ({ quote, author: author || null, role: role || null }));

export type QuoteProps = z.output<typeof quoteSchema>;

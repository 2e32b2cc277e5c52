import { z } from 'zod';

import { headlineTagSchema } from '@/components/tokens';

import { imageData } from '../fields';
import { optionalText } from '../rules';
import { cardTeasersRules } from './rules';

const card = z
  .object({
    id: z.string().nullish(),
    image: imageData.nullish(),
    headline: cardTeasersRules.headline,
    headlineTag: headlineTagSchema.nullish(),
    description: optionalText,
    link: cardTeasersRules.link,
    author: optionalText,
    datePublished: z.iso.datetime({ offset: true }).nullish(),
  })
  .transform(({ id, image, headlineTag, datePublished, ...rest }) => ({
    ...rest,
    id: id ?? null,
    image: image ?? null,
    // Spec 3: card headlines are h3 unless told otherwise.
    headlineTag: headlineTag ?? 'h3',
    datePublished: datePublished ?? null,
  }));

export const cardTeasersSchema = z
  .object({
    __typename: z.literal('CardTeasersBlock'),
    id: z.string().nullish(),
    headline: optionalText,
    cards: cardTeasersRules.cards.pipe(z.array(card)),
  })
  .transform(({ headline, cards }) => ({ headline, cards }));

export type CardTeasersProps = z.output<typeof cardTeasersSchema>;

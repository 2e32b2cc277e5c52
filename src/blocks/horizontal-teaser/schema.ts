import { z } from 'zod';

import { headlineTagSchema } from '@/components/tokens';

import { optionalText } from '../rules';
import { horizontalTeaserRules } from './rules';

export const horizontalTeaserSchema = z
  .object({
    __typename: z.literal('HorizontalTeaserBlock'),
    id: z.string().nullish(),
    headline: horizontalTeaserRules.headline,
    headlineTag: headlineTagSchema.nullish(),
    description: optionalText,
    buttonText: horizontalTeaserRules.buttonText,
    buttonLink: horizontalTeaserRules.buttonLink,
  })
  .transform(({ headline, headlineTag, description, buttonText, buttonLink }) => ({
    headline,
    headlineTag: headlineTag ?? 'h2',
    description,
    buttonText,
    buttonLink,
  }));

export type HorizontalTeaserProps = z.output<typeof horizontalTeaserSchema>;

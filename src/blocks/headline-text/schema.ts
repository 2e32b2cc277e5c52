import { z } from 'zod';

import { headlineTagSchema, textAlignSchema, textColorSchema, textWeightSchema } from '@/components/tokens';

import { checkRule, optionalText } from '../rules';
import { TEXT_SIZE_VALUES, TEXT_TRANSFORM_VALUES, headlineTextRules } from './rules';

export const headlineTextSchema = z
  .object({
    __typename: z.literal('HeadlineTextBlock'),
    id: z.string().nullish(),
    headline: optionalText,
    headlineLevel: headlineTagSchema.nullish(),
    headlineColor: textColorSchema.nullish(),
    text: optionalText,
    textColor: textColorSchema.nullish(),
    textSize: z.enum(TEXT_SIZE_VALUES).nullish(),
    textWeight: textWeightSchema.nullish(),
    textAlign: textAlignSchema.nullish(),
    textTransform: z.enum(TEXT_TRANSFORM_VALUES).nullish(),
  })
  .transform((data, ctx) => {
    if (!checkRule(ctx, 'headline', headlineTextRules.headlineOrTextProblem(data.headline, data.text))) return z.NEVER;
    return {
      headline: data.headline,
      headlineTag: data.headlineLevel ?? 'h2',
      headlineColor: data.headlineColor ?? 'darkgrey',
      text: data.text,
      textColor: data.textColor ?? 'darkgrey',
      // "normal" and "none" are the admin's words for "no size" and "as typed".
      textSize: data.textSize && data.textSize !== 'normal' ? data.textSize : undefined,
      textWeight: data.textWeight ?? 'primary',
      textAlign: data.textAlign ?? 'left',
      textTransform: data.textTransform && data.textTransform !== 'none' ? data.textTransform : undefined,
    };
  });

export type HeadlineTextProps = z.output<typeof headlineTextSchema>;

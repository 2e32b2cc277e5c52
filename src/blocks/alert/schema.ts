import { z } from 'zod';

import { alertModifierSchema } from '@/components/tokens';

import { optionalText } from '../rules';
import { alertRules } from './rules';

export const alertSchema = z
  .object({
    __typename: z.literal('AlertBlock'),
    id: z.string().nullish(),
    modifier: alertModifierSchema.nullish(),
    closeable: z.boolean().nullish(),
    title: optionalText,
    text: alertRules.text,
  })
  .transform(({ modifier, closeable, title, text }) => ({
    modifier: modifier ?? 'info',
    closeable: closeable ?? false,
    title: title ?? undefined,
    text,
  }));

export type AlertBlockProps = z.output<typeof alertSchema>;

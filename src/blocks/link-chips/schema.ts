import { z } from 'zod';

import { chipColorSchema } from '@/components/tokens';

import { optionalText } from '../rules';
import { LINK_TARGETS, linkChipsRules } from './rules';

const chip = z
  .object({
    id: z.string().nullish(),
    label: linkChipsRules.label,
    href: linkChipsRules.href,
    color: chipColorSchema.nullish(),
    target: z.enum(LINK_TARGETS).nullish(),
    muted: z.boolean().nullish(),
    disabled: z.boolean().nullish(),
    showExternalModal: z.boolean().nullish(),
  })
  .transform((entry) => ({
    id: entry.id ?? null,
    label: entry.label,
    href: entry.href,
    color: entry.color ?? 'default',
    target: entry.target ?? '_self',
    muted: entry.muted ?? false,
    disabled: entry.disabled ?? false,
    // Spec 3: ask before leaving the site unless the editor turned it off.
    showExternalModal: entry.showExternalModal ?? true,
  }));

export const linkChipsSchema = z
  .object({
    __typename: z.literal('LinkChipsBlock'),
    id: z.string().nullish(),
    label: optionalText,
    chips: linkChipsRules.chips.pipe(z.array(chip)),
  })
  .transform(({ id, label, chips }) => ({ id: id ?? null, label, chips }));

export type LinkChipsProps = z.output<typeof linkChipsSchema>;

import { z } from 'zod';

import { headlineTagSchema, levelSchema } from '@/components/tokens';

import { optionalText } from './rules';

/** The heading level and protection level as the CMS delivers them, with the spec's defaults (h2, CAR). */
export const titleTag = headlineTagSchema.nullish().transform((tag) => tag ?? 'h2');
export const level = levelSchema.nullish().transform((value) => value ?? 'CAR');
/** A custom button text; blank keeps "Wählen". */
export const buttonText = optionalText.transform((text) => text ?? undefined);
/** Since when price and benefits apply. */
export const validFrom = z.iso.datetime({ offset: true }).nullish();
/** Spec 3: false unless the editor set it. */
export const userHasProduct = z.boolean().nullish().transform((value) => value ?? false);

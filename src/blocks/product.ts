import { headlineTagSchema, levelSchema } from '@/components/tokens';

import { optionalText } from './rules';

/** The heading level and protection level as the CMS delivers them, with the spec's defaults (h2, CAR). */
export const titleTag = headlineTagSchema.nullish().transform((tag) => tag ?? 'h2');
export const level = levelSchema.nullish().transform((value) => value ?? 'CAR');
/** A custom button text; blank keeps "Wählen". */
export const buttonText = optionalText.transform((text) => text ?? undefined);

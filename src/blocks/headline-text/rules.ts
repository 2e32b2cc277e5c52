import { isBlank } from '../rules';

export const TEXT_SIZE_VALUES = ['normal', 'small', 'large', 'xlarge', 'xxlarge'] as const;
export const TEXT_TRANSFORM_VALUES = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;

/** A block with neither headline nor text would be an empty gap on the page. */
export function headlineOrTextProblem(headline: unknown, text: unknown): string | null {
  return isBlank(headline) && isBlank(text) ? 'Bitte eine Überschrift oder einen Text eingeben.' : null;
}

export const headlineTextRules = { headlineOrTextProblem };

import type { OptionObject } from 'payload';

import { z } from 'zod';

import type { ImageRatio } from '@/components/image/imageProps';
import { HEADLINE_TAGS, type HeadlineTag, TEXT_COLORS, type TextColor } from '@/components/tokens';

/** Select options with German labels, in the order of their values. */
export function selectOptions<V extends string>(values: readonly V[], labels: Record<V, string>): OptionObject[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/**
 * Select values become GraphQL enum names, which cannot contain "/" or start with a digit;
 * ratios are stored under these names and turned back into the spec's ratios by the schemas.
 */
export const RATIO_VALUES = ['r16x9', 'r4x3', 'r2x1', 'r3x1', 'square'] as const;
export type RatioValue = (typeof RATIO_VALUES)[number];
export const ratioValueSchema = z.enum(RATIO_VALUES);
export const RATIO_OF: Record<RatioValue, ImageRatio> = { r16x9: '16/9', r4x3: '4/3', r2x1: '2/1', r3x1: '3/1', square: 'square' };
export const ratioOptions: OptionObject[] = RATIO_VALUES.map((value) => {
  const ratio = RATIO_OF[value];
  return { value, label: ratio === 'square' ? 'Quadratisch (1:1)' : ratio.replace('/', ':') };
});

export const headlineTagOptions = selectOptions<HeadlineTag>(HEADLINE_TAGS, {
  h1: 'H1 (nur wenn die Seite sonst keine hat)',
  h2: 'H2',
  h3: 'H3',
  h4: 'H4',
  h5: 'H5',
  h6: 'H6',
});

export const textColorOptions = selectOptions<TextColor>(TEXT_COLORS, {
  accent: 'Akzent (Rot)',
  success: 'Erfolg (Grün)',
  info: 'Information (Blau)',
  danger: 'Gefahr (Dunkelrot)',
  darkgrey: 'Dunkelgrau (Standard)',
  lightgrey: 'Hellgrau',
});

import type { OptionObject } from 'payload';

import { IMAGE_SIZES, type ImageRatio } from '@/components/image/imageProps';
import { HEADLINE_TAGS, type HeadlineTag, TEXT_COLORS, type TextColor } from '@/components/tokens';

/** Select options with German labels, in the order of their values. */
export function selectOptions<V extends string>(values: readonly V[], labels: Record<V, string>): OptionObject[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/**
 * Select values become GraphQL enum names, which cannot contain "/" or start with a digit;
 * ratios are stored under these names and turned back into the spec's ratios by the schemas.
 */
export const RATIO_VALUES = { r16x9: '16/9', r4x3: '4/3', r2x1: '2/1', r3x1: '3/1', square: 'square' } as const satisfies Record<string, ImageRatio>;
export type RatioValue = keyof typeof RATIO_VALUES;
export const ratioOptions: OptionObject[] = IMAGE_SIZES.map((ratio) => ({
  value: Object.entries(RATIO_VALUES).find(([, size]) => size === ratio)?.[0] ?? ratio,
  label: ratio === 'square' ? 'Quadratisch (1:1)' : ratio.replace('/', ':'),
}));

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

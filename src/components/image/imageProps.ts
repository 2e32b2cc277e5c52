import { z } from 'zod';

/** Spec 3: the five image ratios. */
export const IMAGE_SIZES = ['16/9', '4/3', '2/1', '3/1', 'square'] as const;
export type ImageRatio = (typeof IMAGE_SIZES)[number];
export const imageRatioSchema = z.enum(IMAGE_SIZES);

export const ratioClass: Record<ImageRatio, string> = {
  '16/9': 'aspect-[16/9]',
  '4/3': 'aspect-[4/3]',
  '2/1': 'aspect-[2/1]',
  '3/1': 'aspect-[3/1]',
  square: 'aspect-square',
};

export interface Qualities {
  lq: string;
  mq: string;
  hq: string;
}

/** The same ratios from 768 px on, written out in full so Tailwind generates them. */
export const desktopRatioClass: Record<ImageRatio, string> = {
  '16/9': 'md:aspect-[16/9]',
  '4/3': 'md:aspect-[4/3]',
  '2/1': 'md:aspect-[2/1]',
  '3/1': 'md:aspect-[3/1]',
  square: 'md:aspect-square',
};

/** Spec 9: the three qualities serve 1x, 2x and 3x screens. */
export function densitySrcSet({ lq, mq, hq }: Qualities): string {
  return `${lq} 1x, ${mq} 2x, ${hq} 3x`;
}

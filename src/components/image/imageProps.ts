import { z } from 'zod';

import type { Image as CmsImage } from '@/lib/cms/types';

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

/** The same ratios from 768 px on, written out in full so Tailwind generates them. */
export const desktopRatioClass: Record<ImageRatio, string> = {
  '16/9': 'md:aspect-[16/9]',
  '4/3': 'md:aspect-[4/3]',
  '2/1': 'md:aspect-[2/1]',
  '3/1': 'md:aspect-[3/1]',
  square: 'md:aspect-square',
};

/** A picture in the spec's three qualities. */
export interface Qualities {
  lq: string;
  mq: string;
  hq: string;
  /**
   * Pixel widths of the three, where known (uploads from the CMS). The browser then picks by
   * the rendered width and the screen's density together, which is what 1x/2x/3x stand for.
   */
  widths?: { lq: number; mq: number; hq: number };
}

/** Spec 9: the three qualities serve 1x, 2x and 3x screens. */
export function densitySrcSet({ lq, mq, hq }: Qualities): string {
  return `${lq} 1x, ${mq} 2x, ${hq} 3x`;
}

/** The `src` for browsers without srcset: the medium quality where widths are known, else the 1x one. */
export function fallbackSrc(qualities: Qualities): string {
  return qualities.widths ? qualities.mq : qualities.lq;
}

/** By width where the widths are known, otherwise by screen density. */
export function srcSet(qualities: Qualities): string {
  const { widths } = qualities;
  if (!widths) return densitySrcSet(qualities);
  return `${qualities.lq} ${widths.lq}w, ${qualities.mq} ${widths.mq}w, ${qualities.hq} ${widths.hq}w`;
}

/** An upload from the CMS as the three qualities of the image components (JPEG and WebP). */
export function cmsQualities(image: CmsImage): { jpeg: Qualities; webp: Qualities | null } {
  const widths = { lq: image.lq.width, mq: image.mq.width, hq: image.hq.width };
  const jpeg = { lq: image.lq.url, mq: image.mq.url, hq: image.hq.url, widths };
  const webp = image.webp
    ? { lq: image.webp.lq.url, mq: image.webp.mq.url, hq: image.webp.hq.url, widths: { lq: image.webp.lq.width, mq: image.webp.mq.width, hq: image.webp.hq.width } }
    : null;
  return { jpeg, webp };
}

import type { Image as CmsImage } from '@/lib/cms/types';

import { type ImageRatio, type Qualities, cmsQualities, fallbackSrc, ratioClass, srcSet } from './imageProps';
import { PictureFrame, PictureImg, sizesFor } from './Picture';
import { preloadPicture } from './preloadPicture';

export interface ImageProps {
  urlLq: string;
  urlMq: string;
  urlHq: string;
  /** Pixel widths of the three qualities, where known: then `sizes` tells which one fits. */
  widths?: Qualities['widths'];
  /** WebP variants, served first to browsers that take them. */
  webp?: Qualities | null;
  /** Required: what the picture shows, for people who cannot see it ("" only for pure decoration). */
  alt: string;
  size?: ImageRatio;
  /** The rendered width in CSS terms (with `widths`), e.g. "(min-width: 768px) 40vw, 100vw". */
  sizes?: string;
  /** Intrinsic size of the medium quality, so the browser reserves room before it loads. */
  width?: number;
  height?: number;
  copyright?: string | null;
  /** Load when it scrolls into view (default); false for pictures in the first screen. */
  lazy?: boolean;
  /** The page's first picture: loaded at once with high priority. */
  priority?: boolean;
  roundCorners?: boolean;
  /** Darkens the edges, so text laid over the picture stays readable. */
  showVignette?: boolean;
}

/** A picture in three qualities for 1x, 2x and 3x screens, in one of the spec's five ratios. */
export function Image({
  urlLq,
  urlMq,
  urlHq,
  widths,
  webp,
  alt,
  size = '16/9',
  sizes,
  width,
  height,
  copyright,
  lazy = true,
  priority = false,
  roundCorners = false,
  showVignette = false,
}: ImageProps) {
  const jpeg = { lq: urlLq, mq: urlMq, hq: urlHq, widths };
  if (priority) {
    const first = webp ?? jpeg;
    preloadPicture({ src: fallbackSrc(first), srcSet: srcSet(first), sizes: sizesFor(first, sizes), ...(webp ? { type: 'image/webp' } : {}) });
  }
  return (
    <PictureFrame ratio={ratioClass[size]} roundCorners={roundCorners} showVignette={showVignette} copyright={copyright}>
      <picture>
        {webp ? <source type="image/webp" srcSet={srcSet(webp)} sizes={sizesFor(webp, sizes)} /> : null}
        <PictureImg qualities={jpeg} sizes={sizes} width={width} height={height} alt={alt} lazy={lazy} priority={priority} />
      </picture>
    </PictureFrame>
  );
}

/** The props of an upload from the CMS: its qualities by width, WebP, intrinsic size, alt text and copyright. */
export function imagePropsOf(image: CmsImage): Pick<ImageProps, 'urlLq' | 'urlMq' | 'urlHq' | 'widths' | 'webp' | 'width' | 'height' | 'alt' | 'copyright'> {
  const { jpeg, webp } = cmsQualities(image);
  return {
    urlLq: jpeg.lq,
    urlMq: jpeg.mq,
    urlHq: jpeg.hq,
    widths: jpeg.widths,
    webp,
    width: image.mq.width,
    height: image.mq.height,
    alt: image.alt,
    copyright: image.copyright,
  };
}

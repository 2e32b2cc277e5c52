import { type ImageRatio, type Qualities, densitySrcSet, desktopRatioClass, ratioClass } from './imageProps';
import { LoadingImage } from './LoadingImage.client';

export interface ArtDirectedImageProps {
  /** Below 768 px (spec 9), each in low, medium and high quality. */
  mobile: Qualities;
  /** From 768 px. */
  desktop: Qualities;
  alt: string;
  mobileSize?: ImageRatio;
  desktopSize?: ImageRatio;
  lazy?: boolean;
  roundCorners?: boolean;
}

/** One picture, cropped differently for phones and for wider screens. */
export function ArtDirectedImage({ mobile, desktop, alt, mobileSize = 'square', desktopSize = '3/1', lazy = true, roundCorners = false }: ArtDirectedImageProps) {
  const mobileRatio = ratioClass[mobileSize];
  const desktopRatio = desktopRatioClass[desktopSize];
  return (
    <div className={`relative overflow-hidden bg-surface ${mobileRatio} ${desktopRatio} ${roundCorners ? 'rounded-xl' : ''}`}>
      <picture>
        <source media="(min-width: 768px)" srcSet={densitySrcSet(desktop)} />
        <LoadingImage
          src={mobile.lq}
          srcSet={densitySrcSet(mobile)}
          alt={alt}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      </picture>
    </div>
  );
}

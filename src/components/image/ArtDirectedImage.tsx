import { type ImageRatio, type Qualities, desktopRatioClass, ratioClass, srcSet } from './imageProps';
import { PictureFrame, PictureImg, sizesFor } from './Picture';

export interface ArtDirectedImageProps {
  /** Below 768 px (spec 9), each in low, medium and high quality. */
  mobile: Qualities;
  /** From 768 px. */
  desktop: Qualities;
  /** WebP variants of each, where they exist. */
  mobileWebp?: Qualities | null;
  desktopWebp?: Qualities | null;
  alt: string;
  mobileSize?: ImageRatio;
  desktopSize?: ImageRatio;
  /** The rendered width in CSS terms, for qualities with known widths. */
  sizes?: string;
  /** Intrinsic size of the mobile picture's medium quality. */
  width?: number;
  height?: number;
  lazy?: boolean;
  priority?: boolean;
  roundCorners?: boolean;
  showVignette?: boolean;
  copyright?: string | null;
}

const DESKTOP = '(min-width: 768px)';

/** One picture, cropped differently for phones and for wider screens. */
export function ArtDirectedImage({
  mobile,
  desktop,
  mobileWebp,
  desktopWebp,
  alt,
  mobileSize = 'square',
  desktopSize = '3/1',
  sizes,
  width,
  height,
  lazy = true,
  priority = false,
  roundCorners = false,
  showVignette = false,
  copyright,
}: ArtDirectedImageProps) {
  return (
    <PictureFrame
      ratio={`${ratioClass[mobileSize]} ${desktopRatioClass[desktopSize]}`}
      roundCorners={roundCorners}
      showVignette={showVignette}
      copyright={copyright}
    >
      <picture>
        {desktopWebp ? <source media={DESKTOP} type="image/webp" srcSet={srcSet(desktopWebp)} sizes={sizesFor(desktopWebp, sizes)} /> : null}
        <source media={DESKTOP} srcSet={srcSet(desktop)} sizes={sizesFor(desktop, sizes)} />
        {mobileWebp ? <source type="image/webp" srcSet={srcSet(mobileWebp)} sizes={sizesFor(mobileWebp, sizes)} /> : null}
        <PictureImg qualities={mobile} sizes={sizes} width={width} height={height} alt={alt} lazy={lazy} priority={priority} />
      </picture>
    </PictureFrame>
  );
}

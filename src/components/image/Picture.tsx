import type { ReactNode } from 'react';

import { type Qualities, fallbackSrc, srcSet } from './imageProps';
import { LoadingImage } from '@/components/islands.client';

interface PictureImgProps {
  qualities: Qualities;
  alt: string;
  /** The rendered width in CSS terms; only meaningful for qualities with known widths. */
  sizes?: string;
  width?: number;
  height?: number;
  lazy: boolean;
  priority: boolean;
}

/** `sizes` for a source: only where the qualities are offered by width. */
export function sizesFor(qualities: Qualities, sizes: string | undefined): string | undefined {
  return qualities.widths ? sizes : undefined;
}

/**
 * The <img> of a picture. A lazy one reports loading and loaded (spec 4); one in the first
 * screen loads at once, the page's first with high priority, and needs no script at all.
 */
export function PictureImg({ qualities, alt, sizes, width, height, lazy, priority }: PictureImgProps) {
  const props = {
    src: fallbackSrc(qualities),
    srcSet: srcSet(qualities),
    sizes: sizesFor(qualities, sizes),
    width,
    height,
    className: 'absolute inset-0 size-full object-cover',
  };
  if (lazy && !priority) return <LoadingImage {...props} alt={alt} loading="lazy" decoding="async" />;
  // eslint-disable-next-line @next/next/no-img-element -- sized variants come from the CMS; next/image would resize them again
  return <img {...props} alt={alt} loading="eager" decoding={priority ? 'sync' : 'async'} fetchPriority={priority ? 'high' : 'auto'} />;
}

interface PictureFrameProps {
  /** The ratio classes of the box the picture fills. */
  ratio: string;
  roundCorners: boolean;
  /** Darkens the edges, so text laid over the picture stays readable. */
  showVignette: boolean;
  copyright: string | null | undefined;
  /** The <picture> with its sources and image. */
  children: ReactNode;
}

/** The box a picture fills in its ratio, with round corners, vignette and copyright as asked. */
export function PictureFrame({ ratio, roundCorners, showVignette, copyright, children }: PictureFrameProps) {
  return (
    <figure>
      <div className={`relative overflow-hidden bg-surface ${ratio} ${roundCorners ? 'rounded-xl' : ''}`}>
        {children}
        {showVignette ? (
          <div
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_45%,rgba(8,40,69,0.55)_100%)]"
            aria-hidden="true"
          />
        ) : null}
      </div>
      {copyright ? <figcaption className="mt-1.5 text-sm text-lightgrey">© {copyright}</figcaption> : null}
    </figure>
  );
}

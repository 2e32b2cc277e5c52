import { type ImageRatio, type Qualities, densitySrcSet, ratioClass } from './imageProps';
import { LoadingImage } from './LoadingImage.client';

export interface ImageProps {
  urlLq: string;
  urlMq: string;
  urlHq: string;
  /** WebP variants, served first to browsers that take them. */
  webp?: Qualities;
  /** Required: what the picture shows, for people who cannot see it ("" only for pure decoration). */
  alt: string;
  size?: ImageRatio;
  copyright?: string | null;
  /** Load when it scrolls into view (default); false for pictures in the first screen. */
  lazy?: boolean;
  roundCorners?: boolean;
  /** Darkens the edges, so text laid over the picture stays readable. */
  showVignette?: boolean;
}

/** A picture in three qualities for 1x, 2x and 3x screens, in one of the spec's five ratios. */
export function Image({
  urlLq,
  urlMq,
  urlHq,
  webp,
  alt,
  size = '16/9',
  copyright,
  lazy = true,
  roundCorners = false,
  showVignette = false,
}: ImageProps) {
  const corners = roundCorners ? 'rounded-xl' : '';
  return (
    <figure>
      <div className={`relative overflow-hidden bg-surface ${ratioClass[size]} ${corners}`}>
        <picture>
          {webp ? <source type="image/webp" srcSet={densitySrcSet(webp)} /> : null}
          <LoadingImage
            src={urlLq}
            srcSet={densitySrcSet({ lq: urlLq, mq: urlMq, hq: urlHq })}
            alt={alt}
            loading={lazy ? 'lazy' : 'eager'}
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        </picture>
        {showVignette ? (
          <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_45%,rgba(8,40,69,0.55)_100%)]" aria-hidden="true" />
        ) : null}
      </div>
      {copyright ? <figcaption className="mt-1.5 text-sm text-lightgrey">© {copyright}</figcaption> : null}
    </figure>
  );
}

import type { Image } from '@/lib/cms';

import { preloadPicture } from './preloadPicture';

interface ResponsiveImageProps {
  image: Image;
  /** The rendered width in CSS terms, so the browser picks the smallest variant that is sharp. */
  sizes: string;
  priority?: boolean;
  className?: string;
}

const srcSet = (variants: Image['lq'][]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');

/** An uploaded image in its sized variants, WebP first where the browser takes it. */
export function ResponsiveImage({ image, sizes, priority = false, className }: ResponsiveImageProps) {
  const jpegSrcSet = srcSet([image.lq, image.mq, image.hq]);
  const webpSrcSet = image.webp ? srcSet([image.webp.lq, image.webp.mq, image.webp.hq]) : null;
  if (priority) {
    preloadPicture(
      image.webp && webpSrcSet
        ? { src: image.webp.mq.url, srcSet: webpSrcSet, sizes, type: 'image/webp' }
        : { src: image.mq.url, srcSet: jpegSrcSet, sizes },
    );
  }
  return (
    <picture>
      {webpSrcSet ? <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} /> : null}
      <img
        src={image.mq.url}
        srcSet={jpegSrcSet}
        sizes={sizes}
        width={image.mq.width}
        height={image.mq.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

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
  const jpeg = [image.lq, image.mq, image.hq];
  if (priority) {
    preloadPicture(
      image.webp
        ? { src: image.webp.mq.url, srcSet: srcSet([image.webp.lq, image.webp.mq, image.webp.hq]), sizes, type: 'image/webp' }
        : { src: image.mq.url, srcSet: srcSet(jpeg), sizes },
    );
  }
  return (
    <picture>
      {image.webp ? (
        <source type="image/webp" srcSet={srcSet([image.webp.lq, image.webp.mq, image.webp.hq])} sizes={sizes} />
      ) : null}
      <img
        src={image.mq.url}
        srcSet={srcSet(jpeg)}
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

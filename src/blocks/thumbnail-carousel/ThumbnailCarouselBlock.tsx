import { LazyThumbnailCarousel as ThumbnailCarousel } from '@/components/islands.client';

import { Slide } from '@/components/carousel/Slide';
import type { BlockContext } from '../types';
import type { ThumbnailCarouselProps } from './schema';

const SIZES = '(min-width: 896px) 896px, 100vw';

/** A gallery: one large picture and a strip of thumbnails that choose it (spec 3, 9). */
export function ThumbnailCarouselBlock({ label, items, thumbnailBreakpoints, options }: ThumbnailCarouselProps, { priority }: BlockContext) {
  return (
    <div className="mx-auto my-12 max-w-4xl">
      <ThumbnailCarousel
        {...options}
        label={label}
        thumbnailBreakpoints={thumbnailBreakpoints}
        items={items.map((item, index) => ({
          id: item.id,
          slide: <Slide image={item.image} caption={item.caption} sizes={SIZES} priority={priority && index === 0} />,
          thumbnailSrc: item.image.lq.url,
          thumbnailWidth: item.image.lq.width,
          thumbnailHeight: item.image.lq.height,
          thumbnailLabel: `Bild ${index + 1}: ${item.caption ?? item.image.alt}`,
        }))}
      />
    </div>
  );
}

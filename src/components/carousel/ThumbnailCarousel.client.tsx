'use client';

import { Fragment, type ReactNode, useState } from 'react';
import { Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';

import { Carousel } from './Carousel.client';
import { type CarouselOptions, THUMBNAIL_DEFAULTS, thumbnailBreakpoints } from './options';

export interface ThumbnailItem {
  id: string;
  /** The large slide. */
  slide: ReactNode;
  thumbnailSrc: string;
  /** The thumbnail file's size, so the strip keeps its height before it loads. */
  thumbnailWidth?: number;
  thumbnailHeight?: number;
  /** Names the slide on its thumbnail button: "Bild 2: Passstraße". */
  thumbnailLabel: string;
}

export interface ThumbnailCarouselProps extends CarouselOptions {
  label: string;
  items: ThumbnailItem[];
  /** Thumbnails per view by width; spec 9 default: 0 -> 3, 360 -> 5, 768 -> 6, 1024 -> 7. */
  thumbnailBreakpoints?: Record<number, number>;
}

/**
 * A gallery: the carousel with the editor's options (spec 3; its pictures loop unless switched
 * off) and a strip of thumbnails below it that selects the picture (spec 9).
 */
export function ThumbnailCarousel({ label, items, thumbnailBreakpoints: customBreakpoints, loop = true, ...options }: ThumbnailCarouselProps) {
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);

  const strip = (
    <Swiper
      modules={[Thumbs]}
      onSwiper={setThumbs}
      loop={loop}
      loopAdditionalSlides={THUMBNAIL_DEFAULTS.loopedSlides}
      spaceBetween={THUMBNAIL_DEFAULTS.spaceBetweenThumbs}
      touchRatio={THUMBNAIL_DEFAULTS.touchRatio}
      breakpoints={thumbnailBreakpoints(customBreakpoints)}
      watchSlidesProgress
      className="mt-3"
    >
      {items.map((item, index) => (
        <SwiperSlide key={item.id}>
          <button
            type="button"
            onClick={() => (loop ? main?.slideToLoop(index) : main?.slideTo(index))}
            aria-label={item.thumbnailLabel}
            aria-current={index === active ? 'true' : undefined}
            // A border, not a ring: the strip clips anything drawn outside its slides.
            className={`block w-full overflow-hidden rounded-md border-3 transition ${index === active ? 'border-brand' : 'border-transparent opacity-70 hover:opacity-100'}`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail the editor provides */}
            <img
              src={item.thumbnailSrc}
              width={item.thumbnailWidth}
              height={item.thumbnailHeight}
              alt=""
              className="aspect-[4/3] w-full object-cover"
              loading="lazy"
            />
          </button>
        </SwiperSlide>
      ))}
    </Swiper>
  );

  return (
    <Carousel
      label={label}
      loop={loop}
      spaceBetween={THUMBNAIL_DEFAULTS.spaceBetweenMain}
      {...options}
      thumbnails={{ swiper: thumbs, strip }}
      onSwiper={setMain}
      onSlideChange={setActive}
    >
      {items.map((item) => (
        <Fragment key={item.id}>{item.slide}</Fragment>
      ))}
    </Carousel>
  );
}

'use client';

import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { A11y, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';

import { A11Y_MESSAGES, ArrowButton } from './CarouselControls.client';
import { SLIDE_SPEED_MS, THUMBNAIL_DEFAULTS, thumbnailBreakpoints } from './options';
import { SWIPER_STYLESHEET } from './styles';

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

export interface ThumbnailCarouselProps {
  label: string;
  items: ThumbnailItem[];
  /** Thumbnails per view by width; spec 9 default: 0 -> 3, 360 -> 5, 768 -> 6, 1024 -> 7. */
  thumbnailBreakpoints?: Record<number, number>;
}

/** A large carousel with a strip of thumbnails below it that selects the slide (spec 3, 9). */
export function ThumbnailCarousel({ label, items, thumbnailBreakpoints: customBreakpoints }: ThumbnailCarouselProps) {
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') main?.slidePrev();
    else if (event.key === 'ArrowRight') main?.slideNext();
    else return;
    event.preventDefault();
  };

  return (
    <section aria-label={label} aria-roledescription="Karussell" onKeyDown={onKeyDown} className="relative">
      {/* Swiper's styles, hoisted into <head> by React: loaded only where a carousel is. */}
      <link rel="stylesheet" href={SWIPER_STYLESHEET} precedence="default" />
      <div className="relative">
        <Swiper
          modules={[A11y, Thumbs]}
          loop
          speed={SLIDE_SPEED_MS}
          spaceBetween={THUMBNAIL_DEFAULTS.spaceBetweenMain}
          thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
          a11y={{ enabled: true, ...A11Y_MESSAGES }}
          onSwiper={setMain}
          onSlideChange={(instance) => setActive(instance.realIndex)}
        >
          {items.map((item) => (
            <SwiperSlide key={item.id} className="overflow-hidden rounded-xl">
              {item.slide}
            </SwiperSlide>
          ))}
        </Swiper>
        <ArrowButton direction="prev" onClick={() => main?.slidePrev()} disabled={false} className="absolute top-1/2 left-2 z-10 size-10 -translate-y-1/2" />
        <ArrowButton direction="next" onClick={() => main?.slideNext()} disabled={false} className="absolute top-1/2 right-2 z-10 size-10 -translate-y-1/2" />
      </div>
      <Swiper
        modules={[Thumbs]}
        onSwiper={setThumbs}
        loop
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
              onClick={() => main?.slideToLoop(index)}
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
    </section>
  );
}

'use client';

import { Children, type KeyboardEvent, type ReactNode, useState } from 'react';
import { A11y, Autoplay, Scrollbar, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';

import { A11Y_MESSAGES, ArrowButton } from './CarouselControls.client';
import { CAROUSEL_DEFAULTS, type CarouselOptions, SCROLLBAR_UPDATE_DELAY_MS, swiperLayout } from './options';
import { SWIPER_STYLESHEET } from './styles';

export interface CarouselProps extends CarouselOptions {
  /** Names the carousel for screen readers, e.g. "Reisetipps". */
  label: string;
  children: ReactNode;
  /** A gallery's strip of thumbnails: kept in step with the slides, shown below them. */
  thumbnails?: { swiper: SwiperInstance | null; strip: ReactNode };
  /** The carousel's Swiper, for a strip that selects slides. */
  onSwiper?: (swiper: SwiperInstance) => void;
  /** The slide shown now (its index among the slides, also when looping). */
  onSlideChange?: (index: number) => void;
}

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A carousel on Swiper with the spec's options (3, 9). Arrow keys work while focus is inside
 * it; autoplay can be paused (and does not start for visitors who ask for less motion).
 */
export function Carousel({
  label,
  children,
  navigation = true,
  navigationOutside = false,
  mobileOptimisedButtons = false,
  scrollbar = false,
  shadow = false,
  roundCorners = CAROUSEL_DEFAULTS.roundCorners,
  thumbnails,
  onSwiper,
  onSlideChange,
  ...options
}: CarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ beginning: true, end: false });
  const [playing, setPlaying] = useState(Boolean(options.autoplay));
  const layout = swiperLayout(options);
  const slides = Children.toArray(children);

  const sync = (instance: SwiperInstance) => setEdges({ beginning: instance.isBeginning, end: instance.isEnd });
  const loop = layout.loop;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') swiper?.slidePrev();
    else if (event.key === 'ArrowRight') swiper?.slideNext();
    else return;
    event.preventDefault();
  };
  const togglePlay = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };

  const slideClass = `${roundCorners ? 'overflow-hidden rounded-xl' : ''} ${shadow ? 'shadow-lg' : ''}`;
  const arrowSize = mobileOptimisedButtons ? 'size-12 md:size-10' : 'size-10';
  const outside = navigationOutside ? 'md:px-14' : '';

  return (
    <section aria-label={label} aria-roledescription="Karussell" onKeyDown={onKeyDown} className={`relative ${outside}`}>
      {/* Swiper's styles, hoisted into <head> by React: loaded only where a carousel is. */}
      <link rel="stylesheet" href={SWIPER_STYLESHEET} precedence="default" />
      <Swiper
        modules={thumbnails ? [A11y, Autoplay, Scrollbar, Thumbs] : [A11y, Autoplay, Scrollbar]}
        {...layout}
        {...(thumbnails ? { thumbs: { swiper: thumbnails.swiper && !thumbnails.swiper.destroyed ? thumbnails.swiper : null } } : {})}
        autoplay={layout.autoplay && !prefersReducedMotion() ? layout.autoplay : false}
        a11y={{ enabled: true, ...A11Y_MESSAGES }}
        scrollbar={scrollbar ? { draggable: true } : false}
        // Room below the slides for the scrollbar and the shadow, which would otherwise overlap them.
        className={scrollbar ? '!pb-6' : shadow ? '!pb-4' : undefined}
        onSwiper={(instance) => {
          setSwiper(instance);
          onSwiper?.(instance);
          sync(instance);
          if (!layout.autoplay || prefersReducedMotion()) setPlaying(false);
          // The scrollbar measures too early on first layout; spec 9: update its thumb after 10 ms.
          if (scrollbar) window.setTimeout(() => instance.scrollbar?.updateSize(), SCROLLBAR_UPDATE_DELAY_MS);
        }}
        onSlideChange={(instance) => {
          sync(instance);
          onSlideChange?.(instance.realIndex);
        }}
        onResize={sync}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index} className={slideClass}>
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      {navigation ? (
        <div className={mobileOptimisedButtons ? 'mt-4 flex justify-center gap-4 md:contents' : 'contents'}>
          <ArrowButton
            direction="prev"
            onClick={() => swiper?.slidePrev()}
            disabled={!loop && edges.beginning}
            className={`${arrowSize} ${mobileOptimisedButtons ? 'md:absolute' : 'absolute'} top-1/2 left-2 z-10 -translate-y-1/2 ${navigationOutside ? 'md:left-0' : ''} ${mobileOptimisedButtons ? 'max-md:translate-y-0' : ''}`}
          />
          <ArrowButton
            direction="next"
            onClick={() => swiper?.slideNext()}
            disabled={!loop && edges.end}
            className={`${arrowSize} ${mobileOptimisedButtons ? 'md:absolute' : 'absolute'} top-1/2 right-2 z-10 -translate-y-1/2 ${navigationOutside ? 'md:right-0' : ''} ${mobileOptimisedButtons ? 'max-md:translate-y-0' : ''}`}
          />
        </div>
      ) : null}
      {thumbnails?.strip}
      {options.autoplay ? (
        <button type="button" onClick={togglePlay} className="mt-3 text-sm font-bold text-brand underline-offset-4 hover:underline">
          {playing ? 'Automatisches Weiterblättern anhalten' : 'Automatisches Weiterblättern starten'}
        </button>
      ) : null}
    </section>
  );
}

import { LazyCarousel as Carousel } from '@/components/islands.client';

import { Slide } from '@/components/carousel/Slide';
import type { BlockContext } from '../types';
import type { CarouselProps } from './schema';

/** The page's content column is at most 76rem (1216 px) wide. */
const PAGE_WIDTH = 1216;

function slideSizes(perView: number): string {
  return `(min-width: 1280px) ${Math.round(PAGE_WIDTH / perView)}px, (min-width: 768px) ${Math.round(100 / perView)}vw, 80vw`;
}

/** Image slides on the carousel of the design system; its script loads only on pages that have one. */
export function CarouselBlock({ label, slides, options }: CarouselProps, { priority }: BlockContext) {
  const perView = options.slidesPerView ?? 1;
  const sizes = slideSizes(perView);
  return (
    <div className={`mx-auto my-12 ${perView < 2 ? 'max-w-4xl' : ''}`}>
      <Carousel label={label} {...options}>
        {slides.map((slide, index) => (
          <Slide key={slide.id} image={slide.image} caption={slide.caption} link={slide.link} sizes={sizes} priority={priority && index === 0} />
        ))}
      </Carousel>
    </div>
  );
}

import { z } from 'zod';

import { CAROUSEL_DEFAULTS, type Breakpoints, type CarouselOptions } from '@/components/carousel/options';

import { picture } from '../fields';
import { optionalText } from '../rules';
import { carouselRules } from './rules';

const flag = z.boolean().nullish();

const slide = z.object({
  id: z.string().nullish(),
  image: carouselRules.image.pipe(picture),
  caption: optionalText,
  link: carouselRules.link,
});

const breakpoint = z.object({
  id: z.string().nullish(),
  minWidth: carouselRules.breakpointWidth,
  slidesPerView: carouselRules.breakpointSlides,
  spaceBetween: carouselRules.spaceBetween,
});

/** Spec 3's carousel options from the CMS, each with its default when unset. */
export const carouselSettings = (defaults: { loop: boolean } = { loop: false }) =>
  z
    .object({
      slidesPerView: carouselRules.slidesPerView,
      spaceBetween: carouselRules.spaceBetween,
      navigation: flag,
      navigationOutside: flag,
      mobileOptimisedButtons: flag,
      autoplay: flag,
      loop: flag,
      scrollbar: flag,
      shadow: flag,
      roundCorners: flag,
      mobileSlidePeek: flag,
      breakpoints: z.array(breakpoint).nullish(),
    })
    .nullish()
    .transform((value): CarouselOptions => {
      const options = value ?? {};
      const breakpoints: Breakpoints = {};
      for (const entry of options.breakpoints ?? []) {
        breakpoints[entry.minWidth] = { slidesPerView: entry.slidesPerView, ...(entry.spaceBetween === null || entry.spaceBetween === undefined ? {} : { spaceBetween: entry.spaceBetween }) };
      }
      // Spec 3: each option keeps its default when the CMS has none.
      return {
        slidesPerView: options.slidesPerView ?? CAROUSEL_DEFAULTS.slidesPerView,
        spaceBetween: options.spaceBetween ?? CAROUSEL_DEFAULTS.spaceBetween,
        navigation: options.navigation ?? true,
        navigationOutside: options.navigationOutside ?? false,
        mobileOptimisedButtons: options.mobileOptimisedButtons ?? false,
        autoplay: options.autoplay ?? false,
        loop: options.loop ?? defaults.loop,
        scrollbar: options.scrollbar ?? false,
        shadow: options.shadow ?? false,
        roundCorners: options.roundCorners ?? CAROUSEL_DEFAULTS.roundCorners,
        mobileSlidePeek: options.mobileSlidePeek ?? CAROUSEL_DEFAULTS.mobileSlidePeek,
        ...(Object.keys(breakpoints).length > 0 ? { breakpoints } : {}),
      };
    });

export const carouselSchema = z
  .object({
    __typename: z.literal('CarouselBlock'),
    id: z.string().nullish(),
    label: carouselRules.label,
    slides: carouselRules.slides.pipe(z.array(slide)),
    settings: carouselSettings(),
  })
  .transform(({ label, slides, settings: options }) => ({
    label,
    slides: slides.map((entry, index) => ({ id: entry.id ?? String(index), image: entry.image, caption: entry.caption, link: entry.link })),
    options,
  }));

export type CarouselProps = z.output<typeof carouselSchema>;

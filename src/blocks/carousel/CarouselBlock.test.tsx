import { describe, expect, it } from 'vitest';

import { mediaData, messages } from '../testFixtures';
import { carouselSchema } from './schema';

const slide = { __typename: 'CarouselBlock_Slides', id: 's1', image: mediaData('see'), caption: 'Am See', link: null } as const;
const block = { __typename: 'CarouselBlock', id: 'c', label: 'Stationen', slides: [slide], settings: null } as const;

describe('carousel block', () => {
  it('keeps each option’s spec default when the CMS has none (spec 3)', () => {
    expect(carouselSchema.parse(block).options).toEqual({
      slidesPerView: 1,
      spaceBetween: 20,
      navigation: true,
      navigationOutside: false,
      mobileOptimisedButtons: false,
      autoplay: false,
      loop: false,
      scrollbar: false,
      shadow: false,
      roundCorners: true,
      mobileSlidePeek: true,
    });
  });

  it('takes every option and the editor’s breakpoints', () => {
    const settings = {
      __typename: 'CarouselBlock_Settings',
      slidesPerView: 2.5,
      spaceBetween: 12,
      navigation: false,
      navigationOutside: true,
      mobileOptimisedButtons: true,
      autoplay: true,
      loop: true,
      scrollbar: true,
      shadow: true,
      roundCorners: false,
      mobileSlidePeek: false,
      breakpoints: [{ __typename: 'CarouselBlock_Settings_Breakpoints', id: 'b', minWidth: 1280, slidesPerView: 3, spaceBetween: null }],
    } as const;
    expect(carouselSchema.parse({ ...block, settings }).options).toMatchObject({
      slidesPerView: 2.5,
      spaceBetween: 12,
      navigation: false,
      autoplay: true,
      loop: true,
      roundCorners: false,
      mobileSlidePeek: false,
      breakpoints: { 1280: { slidesPerView: 3 } },
    });
  });

  it.each([
    ['no slides', { slides: [] }, { slides: 'Bitte mindestens ein Bild hinzufügen.' }],
    ['a slide without picture', { slides: [{ ...slide, image: null }] }, { 'slides.0.image': 'Bitte ein Bild wählen.' }],
    ['no name for screen readers', { label: '' }, { label: 'Bitte das Karussell kurz benennen (für Screenreader), z. B. „Eindrücke vom Großglockner“.' }],
    ['a slide link that is no link', { slides: [{ ...slide, link: 'irgendwo' }] }, { 'slides.0.link': 'Bitte einen Pfad wie /reisen, eine Adresse mit https://, mailto: oder tel: angeben.' }],
  ])('rejects %s in German', (_, change, expected) => {
    expect(messages(carouselSchema.safeParse({ ...block, ...change }))).toEqual(expected);
  });
});

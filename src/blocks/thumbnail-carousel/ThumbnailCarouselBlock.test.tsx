import { describe, expect, it } from 'vitest';

import { mediaData, messages } from '../testFixtures';
import { thumbnailCarouselSchema } from './schema';

const item = (id: string) => ({ __typename: 'ThumbnailCarouselBlock_Items', id, image: mediaData(id), caption: null }) as const;
const block = { __typename: 'ThumbnailCarouselBlock', id: 'g', label: 'Bilder', items: [item('a'), item('b')], thumbnailBreakpoints: [] } as const;

describe('thumbnail carousel block', () => {
  it('keeps spec 9’s thumbnails per width unless the editor set their own', () => {
    expect(thumbnailCarouselSchema.parse(block).thumbnailBreakpoints).toBeUndefined();
    const custom = [{ __typename: 'ThumbnailCarouselBlock_ThumbnailBreakpoints', id: 'x', minWidth: 0, thumbnails: 4 }] as const;
    expect(thumbnailCarouselSchema.parse({ ...block, thumbnailBreakpoints: custom }).thumbnailBreakpoints).toEqual({ 0: 4 });
  });

  it('takes the carousel’s options with their defaults, its pictures looping unless switched off', () => {
    expect(thumbnailCarouselSchema.parse(block).options).toMatchObject({ navigation: true, autoplay: false, loop: true, roundCorners: true, shadow: false, mobileSlidePeek: true, slidesPerView: 1, spaceBetween: 20 });
    const settings = { autoplay: true, navigation: false, loop: false, shadow: true, roundCorners: false, mobileSlidePeek: false };
    expect(thumbnailCarouselSchema.parse({ ...block, settings }).options).toMatchObject(settings);
  });

  it.each([
    ['one picture only', { items: [item('a')] }, { items: 'Eine Galerie braucht mindestens zwei Bilder.' }],
    ['too many thumbnails', { thumbnailBreakpoints: [{ __typename: 'ThumbnailCarouselBlock_ThumbnailBreakpoints', id: 'x', minWidth: 0, thumbnails: 20 }] }, { 'thumbnailBreakpoints.0.thumbnails': 'Bitte 2 bis 10 Vorschaubilder angeben.' }],
  ])('rejects %s in German', (_, change, expected) => {
    expect(messages(thumbnailCarouselSchema.safeParse({ ...block, ...change }))).toEqual(expected);
  });
});

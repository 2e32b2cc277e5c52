import { z } from 'zod';

import { carouselSettings } from '../carousel/schema';
import { picture } from '../fields';
import { optionalText } from '../rules';
import { thumbnailCarouselRules } from './rules';

const item = z.object({
  id: z.string().nullish(),
  image: thumbnailCarouselRules.image.pipe(picture),
  caption: optionalText,
});

const breakpoint = z.object({
  id: z.string().nullish(),
  minWidth: thumbnailCarouselRules.minWidth,
  thumbnails: thumbnailCarouselRules.thumbnails,
});

export const thumbnailCarouselSchema = z
  .object({
    __typename: z.literal('ThumbnailCarouselBlock'),
    id: z.string().nullish(),
    label: thumbnailCarouselRules.label,
    items: thumbnailCarouselRules.items.pipe(z.array(item)),
    thumbnailBreakpoints: z.array(breakpoint).nullish(),
    settings: carouselSettings({ loop: true }),
  })
  .transform(({ label, items, thumbnailBreakpoints, settings: options }) => ({
    label,
    options,
    items: items.map((entry, index) => ({ id: entry.id ?? String(index), image: entry.image, caption: entry.caption })),
    // Spec 9's defaults apply unless the editor set thumbnails per width.
    thumbnailBreakpoints:
      thumbnailBreakpoints && thumbnailBreakpoints.length > 0
        ? Object.fromEntries(thumbnailBreakpoints.map((entry) => [entry.minWidth, entry.thumbnails]))
        : undefined,
  }));

export type ThumbnailCarouselProps = z.output<typeof thumbnailCarouselSchema>;

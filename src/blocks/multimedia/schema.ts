import { z } from 'zod';

import { lexicalStateSchema } from '@/components/rich-text/schema';
import type { Video } from '@/components/video/types';
import type { Image } from '@/lib/cms/types';

import { picture } from '../fields';
import { applyRule, checkRule, optional } from '../rules';
import { RATIO_OF, ratioValueSchema } from '../selectOptions';
import { MEDIA_POSITIONS, MEDIA_TYPES, cssWidth, isHorizontal, multimediaRules } from './rules';
import { videoDataSchema, videoOf } from './videoSchema';

const ratio = ratioValueSchema.nullish();

/** What the block shows: one picture, one cropped for phones and one for wider screens, or a video. */
export type Media = { kind: 'image'; image: Image } | { kind: 'artDirected'; desktop: Image; mobile: Image } | { kind: 'video'; video: Video };

export const multimediaSchema = z
  .object({
    __typename: z.literal('MultimediaBlock'),
    id: z.string().nullish(),
    mediaType: z.enum(MEDIA_TYPES).nullish(),
    image: z.unknown(),
    desktopImage: z.unknown(),
    mobileImage: z.unknown(),
    ratio,
    mobileRatio: ratio,
    roundCorners: z.boolean().nullish(),
    showVignette: z.boolean().nullish(),
    content: optional(lexicalStateSchema),
    mediaPosition: z.enum(MEDIA_POSITIONS).nullish(),
    mediaWidth: z.string().nullish(),
  })
  .extend(videoDataSchema.shape)
  .transform((data, ctx) => {
    const media = mediaOf(data, ctx);
    const position = data.mediaPosition ?? 'top';
    const widthOk = checkRule(ctx, 'mediaWidth', multimediaRules.mediaWidthProblem(position, data.mediaWidth));
    if (!media || !widthOk) return z.NEVER;
    // Without text there is nothing to stand beside: the picture then takes the full width.
    const beside = data.content !== null && isHorizontal(position);
    return {
      media,
      ratio: RATIO_OF[data.ratio ?? 'r16x9'],
      mobileRatio: RATIO_OF[data.mobileRatio ?? 'square'],
      roundCorners: data.roundCorners ?? false,
      showVignette: data.showVignette ?? false,
      content: data.content,
      position,
      width: beside && data.mediaWidth ? cssWidth(data.mediaWidth) : null,
      blockId: data.id ?? null,
    };
  });

function mediaOf(
  data: { mediaType?: (typeof MEDIA_TYPES)[number] | null; image: unknown; desktopImage: unknown; mobileImage: unknown } & z.output<typeof videoDataSchema>,
  ctx: z.RefinementCtx,
): Media | null {
  if (data.mediaType === 'video') {
    const video = videoOf(data, ctx);
    return video ? { kind: 'video', video } : null;
  }
  if (data.mediaType === 'artDirected') {
    const desktop = applyRule(ctx, 'desktopImage', multimediaRules.desktopImage.pipe(picture), data.desktopImage);
    const mobile = applyRule(ctx, 'mobileImage', multimediaRules.mobileImage.pipe(picture), data.mobileImage);
    return desktop && mobile ? { kind: 'artDirected', desktop, mobile } : null;
  }
  const image = applyRule(ctx, 'image', multimediaRules.image.pipe(picture), data.image);
  return image ? { kind: 'image', image } : null;
}

export type MultimediaProps = z.output<typeof multimediaSchema>;

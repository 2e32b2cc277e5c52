import { z } from 'zod';

import { reshapeImage } from '@/lib/cms/reshape';

const imageVariant = z.object({ url: z.string().nullish(), width: z.number().nullish(), height: z.number().nullish() }).nullish();

/** An upload as the ImageData fragment delivers it, turned into the image in its qualities. */
export const imageData = z
  .object({
    alt: z.string(),
    copyright: z.string().nullish(),
    url: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
    sizes: z
      .object({ lq: imageVariant, mq: imageVariant, hq: imageVariant, lqWebp: imageVariant, mqWebp: imageVariant, hqWebp: imageVariant })
      .nullish(),
  })
  .transform(reshapeImage);

/** A picture that must have its file: an upload whose file is gone cannot be shown. */
export const picture = imageData.transform((image, ctx) => {
  if (!image) {
    ctx.addIssue({ code: 'custom', message: 'Das Bild hat keine Datei mehr. Bitte laden Sie es neu hoch oder wählen Sie ein anderes.' });
    return z.NEVER;
  }
  return image;
});

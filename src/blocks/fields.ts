import { z } from 'zod';

import { lexicalStateSchema } from '@/components/rich-text/schema';
import { reshapeImage } from '@/lib/cms/reshape';

/**
 * GraphQL types every CMS field as nullable (a draft may lack it), so a block schema accepts
 * null where the fragment may hold it, and rejects it here with a readable message.
 */
export function required<T extends z.ZodType>(schema: T, message: string) {
  return z.union([schema, z.null(), z.undefined()]).transform((value, ctx) => {
    if (value === null || value === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}

/** Rich text arrives as an untyped JSON scalar and is checked to be a Lexical document. */
export const richTextJson = (message: string) => required(z.unknown(), message).pipe(lexicalStateSchema);

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

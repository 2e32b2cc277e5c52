import { z } from 'zod';

import { lexicalStateSchema } from '@/components/rich-text/schema';

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

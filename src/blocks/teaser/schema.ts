import { z } from 'zod';

import { imageData } from '../fields';

const text = z.string().trim().nullish();

export const teaserSchema = z
  .object({
    __typename: z.literal('TeaserBlock'),
    id: z.string().nullish(),
    title: text,
    leadText: text,
    link: text,
    author: text,
    datePublished: z.iso.datetime({ offset: true }).nullish(),
    article: z
      .object({
        title: text,
        leadText: text,
        author: text,
        datePublished: z.iso.datetime({ offset: true }).nullish(),
        path: text,
        heroImage: imageData.nullish(),
      })
      .nullish(),
  })
  .transform((data, ctx) => {
    // The teaser's own fields win; the linked article fills the gaps.
    const title = data.title || data.article?.title;
    const link = data.link || data.article?.path;
    if (!title || !link) {
      ctx.addIssue({ code: 'custom', message: 'a teaser needs a title and a link, its own or its article’s' });
      return z.NEVER;
    }
    return {
      title,
      link,
      leadText: data.leadText || data.article?.leadText || null,
      author: data.author || data.article?.author || null,
      datePublished: data.datePublished || data.article?.datePublished || null,
      image: data.article?.heroImage ?? null,
    };
  });

export type TeaserProps = z.output<typeof teaserSchema>;

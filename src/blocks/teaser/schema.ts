import { z } from 'zod';

import { imageData } from '../fields';
import { isBlank, optionalLink, optionalText } from '../rules';

const MISSING = {
  title: 'Bitte einen Artikel wählen oder einen Titel eingeben.',
  link: 'Bitte einen Artikel wählen oder einen Link angeben.',
} as const;

/** A teaser needs a title and a link: its own, or those of the article it points to. */
function ownOrArticle(field: keyof typeof MISSING, own: unknown, article: unknown): string | null {
  return isBlank(own) && isBlank(article) ? MISSING[field] : null;
}

export const teaserRules = { link: optionalLink, ownOrArticle };

const date = z.iso.datetime({ offset: true }).nullish();

export const teaserSchema = z
  .object({
    __typename: z.literal('TeaserBlock'),
    id: z.string().nullish(),
    title: optionalText,
    leadText: optionalText,
    link: teaserRules.link,
    author: optionalText,
    datePublished: date,
    article: z
      .object({
        title: optionalText,
        leadText: optionalText,
        author: optionalText,
        datePublished: date,
        path: optionalText,
        heroImage: imageData.nullish(),
      })
      .nullish(),
  })
  .transform((data, ctx) => {
    // The teaser's own fields win; the linked article fills the gaps. An article that is not
    // published (null here) counts as none.
    const title = data.title ?? data.article?.title ?? null;
    const link = data.link ?? data.article?.path ?? null;
    for (const [field, value] of [['title', title], ['link', link]] as const) {
      const message = ownOrArticle(field, value, null);
      if (message) ctx.addIssue({ code: 'custom', message, path: [field] });
    }
    if (!title || !link) return z.NEVER;
    return {
      title,
      link,
      leadText: data.leadText ?? data.article?.leadText ?? null,
      author: data.author ?? data.article?.author ?? null,
      datePublished: data.datePublished ?? data.article?.datePublished ?? null,
      image: data.article?.heroImage ?? null,
    };
  });

export type TeaserProps = z.output<typeof teaserSchema>;

import { z } from 'zod';

import { optionalText } from '../rules';
import { ARTICLE_LIST_DISPLAYS, PAGE_SIZE, articleListRules } from './rules';

const channel = z.object({
  id: z.number(),
  title: optionalText,
  path: z.string().min(1, 'Die gewählte Rubrik hat keinen Pfad (ist sie veröffentlicht?).'),
});

export const articleListSchema = z
  .object({
    __typename: z.literal('ArticleListBlock'),
    id: z.string().nullish(),
    headline: optionalText,
    // An unpublished channel arrives as null, like none at all.
    channel: articleListRules.channel.pipe(channel),
    display: z.enum(ARTICLE_LIST_DISPLAYS).nullish(),
    pageSize: articleListRules.pageSize,
  })
  .transform(({ id, headline, channel: source, display, pageSize }) => ({
    id: id ?? null,
    headline,
    channel: { id: source.id, path: source.path, title: source.title },
    display: display ?? 'teasers',
    pageSize: pageSize ?? PAGE_SIZE.fallback,
  }));

export type ArticleListProps = z.output<typeof articleListSchema>;

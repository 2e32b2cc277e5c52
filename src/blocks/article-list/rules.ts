import { z } from 'zod';

import { filled } from '../rules';

export const ARTICLE_LIST_DISPLAYS = ['teasers', 'cards'] as const;
export const PAGE_SIZE = { min: 2, max: 24, fallback: 6 } as const;

export const articleListRules = {
  channel: filled('Bitte die Rubrik wählen, deren Artikel die Liste zeigt.'),
  pageSize: z
    .number()
    .int(`Bitte ${PAGE_SIZE.min} bis ${PAGE_SIZE.max} Artikel pro Seite angeben.`)
    .min(PAGE_SIZE.min, `Bitte ${PAGE_SIZE.min} bis ${PAGE_SIZE.max} Artikel pro Seite angeben.`)
    .max(PAGE_SIZE.max, `Bitte ${PAGE_SIZE.min} bis ${PAGE_SIZE.max} Artikel pro Seite angeben.`)
    .nullish(),
};

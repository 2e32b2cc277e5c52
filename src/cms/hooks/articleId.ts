import type { CollectionBeforeChangeHook } from 'payload';

/** Article ids have 5 to 10 digits (spec 5); the first one assigned is the smallest 5-digit id. */
export const FIRST_ARTICLE_ID = 10000;
export const LAST_ARTICLE_ID = 9_999_999_999;

/** Collections whose pages have article paths (`…/{slug}-{id}`): they share one id sequence. */
const WITH_ARTICLE_IDS = ['articles', 'jobPostings'] as const;

/** Assigns the next free article id on creation; ids never change afterwards. */
export const assignArticleId: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || typeof data.articleId === 'number') return data;
  const newest = await Promise.all(
    WITH_ARTICLE_IDS.map((collection) =>
      req.payload.find({ collection, sort: '-articleId', limit: 1, depth: 0, draft: true, overrideAccess: true, req, select: { articleId: true } }),
    ),
  );
  const highest = Math.max(0, ...newest.map(({ docs }) => docs[0]?.articleId ?? 0));
  const next = Math.max(FIRST_ARTICLE_ID, highest + 1);
  if (next > LAST_ARTICLE_ID) throw new Error('Alle Artikel-IDs sind vergeben.');
  return { ...data, articleId: next };
};

import type { CollectionBeforeChangeHook } from 'payload';

/** Article ids have 5 to 10 digits (spec 5); the first one assigned is the smallest 5-digit id. */
export const FIRST_ARTICLE_ID = 10000;
export const LAST_ARTICLE_ID = 9_999_999_999;

/** Assigns the next free article id on creation; ids never change afterwards. */
export const assignArticleId: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || typeof data.articleId === 'number') return data;
  const newest = await req.payload.find({
    collection: 'articles',
    sort: '-articleId',
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req,
    select: { articleId: true },
  });
  const next = Math.max(FIRST_ARTICLE_ID, (newest.docs[0]?.articleId ?? 0) + 1);
  if (next > LAST_ARTICLE_ID) throw new Error('Alle Artikel-IDs sind vergeben.');
  return { ...data, articleId: next };
};

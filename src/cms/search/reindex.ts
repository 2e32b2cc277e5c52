import { type Payload, createLocalReq } from 'payload';

import { SEARCHED_COLLECTIONS, SEARCH_SLUG, searchDocument } from './collection';

const BATCH = 100;

/**
 * Fills an empty search index from every published page, as the search plugin's hooks would
 * have: for a database that had content before the index existed (the release step runs this
 * after the migrations; a filled index is left alone, the hooks keep it current). Returns the
 * number of pages indexed.
 */
export async function fillEmptySearchIndex(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: SEARCH_SLUG, overrideAccess: true });
  if (totalDocs > 0) return 0;
  const req = await createLocalReq({}, payload);
  let indexed = 0;
  for (const collection of SEARCHED_COLLECTIONS) {
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const result = await payload.find({ collection, where: { _status: { equals: 'published' } }, draft: false, depth: 0, limit: BATCH, page, overrideAccess: true });
      pages = result.totalPages;
      for (const doc of result.docs) {
        const data = await searchDocument({
          collectionSlug: collection,
          originalDoc: doc,
          payload,
          req,
          searchDoc: { doc: { relationTo: collection, value: String(doc.id) }, title: doc.title },
        });
        await payload.create({ collection: SEARCH_SLUG, data: { ...data, doc: { relationTo: collection, value: doc.id } }, overrideAccess: true });
        indexed += 1;
      }
    }
  }
  return indexed;
}

import type { Payload, PayloadRequest } from 'payload';

import { SEARCHED_COLLECTIONS, SEARCH_SLUG, searchDocument } from './collection';
import { reindexInPlace } from './reindexInPlace';

const BATCH = 100;

/**
 * Fills an empty search index from every published page, as the search plugin's hooks would
 * have: for a database that had content before the index existed (the release step runs this
 * after the migrations; a filled index is left alone, the hooks keep it current), page by page in
 * small transactions as the admin's reindex does. Returns the number of pages indexed.
 */
export async function fillEmptySearchIndex(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: SEARCH_SLUG, overrideAccess: true });
  if (totalDocs > 0) return 0;
  let indexed = 0;
  for (const collection of SEARCHED_COLLECTIONS) indexed += (await reindexInPlace(payload, collection)).pages;
  return indexed;
}

/** The fields of a `search` row that hold the words the full-text index reads. */
const TERM_FIELDS = ['titleTerms', 'leadTerms', 'bodyTerms', 'partTerms'] as const;
type TermField = (typeof TERM_FIELDS)[number];

/**
 * Works out the given term fields of every indexed page again, after the way words are stemmed
 * or split changed (src/lib/search/german.ts, wordForms.ts): for a migration. Reads each page as
 * published, as the plugin's sync does, and writes only those fields of its row, where they
 * differ; the database keeps its full-text index and the indexed words from that (triggers, a
 * generated column). A row whose page is gone is left to the plugin. Returns the number of rows
 * written.
 */
async function refreshSearchRows(payload: Payload, req: PayloadRequest, fields: readonly TermField[]): Promise<number> {
  // A config without the site search (a test's, of the uploads alone) runs the same migrations.
  if (!(SEARCH_SLUG in payload.collections)) return 0;
  let refreshed = 0;
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const rows = await payload.find({ collection: SEARCH_SLUG, sort: 'id', depth: 0, limit: BATCH, page, overrideAccess: true, req });
    pages = rows.totalPages;
    for (const row of rows.docs) {
      const collection = row.doc.relationTo;
      const id = typeof row.doc.value === 'object' ? row.doc.value.id : row.doc.value;
      const doc = await payload.findByID({ collection, id, draft: false, depth: 0, overrideAccess: true, disableErrors: true, req });
      if (!doc) continue;
      const written = await searchDocument({ collectionSlug: collection, originalDoc: doc, payload, req, searchDoc: { doc: { relationTo: collection, value: String(id) }, title: row.title ?? '' } });
      const data: Partial<Record<TermField, string>> = {};
      for (const field of fields) {
        const value: unknown = written[field];
        if (typeof value === 'string' && value !== (row[field] ?? '')) data[field] = value;
      }
      if (Object.keys(data).length === 0) continue;
      await payload.update({ collection: SEARCH_SLUG, id: row.id, data, depth: 0, overrideAccess: true, req });
      refreshed += 1;
    }
  }
  return refreshed;
}

/** The compound parts of every indexed page worked out again (only the parts changed). */
export const refreshSearchParts = (payload: Payload, req: PayloadRequest) => refreshSearchRows(payload, req, ['partTerms']);

/** Every indexed page's words stemmed again, and their parts (the stems changed). */
export const refreshSearchTerms = (payload: Payload, req: PayloadRequest) => refreshSearchRows(payload, req, TERM_FIELDS);

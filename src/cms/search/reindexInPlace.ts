import { type Payload, commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload';

import type { Search } from '../generated/payload-types';

import { SEARCH_SLUG, type SearchedCollection, searchDocument } from './collection';

/**
 * Pages per transaction: small enough that no write holds SQLite's file or PostgreSQL's rows for
 * long. SQLite's client answers in the same thread, so a batch also holds the event loop: 25
 * pages are ~0.1 s on the 10,000-article database, then other requests get their turn.
 */
const BATCH = 25;

/** Lets the requests that arrived meanwhile be answered (timers and I/O wait behind promises). */
const otherRequestsFirst = () => new Promise((resolve) => setImmediate(resolve));

type SearchRow = Search;

/** The fields `searchDocument` writes, besides the relation to the page. */
const WRITTEN = ['title', 'kind', 'docId', 'datePublished', 'body', 'titleTerms', 'leadTerms', 'bodyTerms', 'partTerms'] as const;

const sameValue = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** Whether the row already says what the page would write: then nothing is written. */
const isCurrent = (row: SearchRow, data: Partial<Record<(typeof WRITTEN)[number], unknown>>) => WRITTEN.every((field) => sameValue(row[field], data[field]));

const docIdOf = (row: Pick<SearchRow, 'doc'>) => String(typeof row.doc.value === 'object' && row.doc.value !== null && 'id' in row.doc.value ? row.doc.value.id : row.doc.value);

/** Runs `write` in a transaction of its own. */
async function inTransaction(payload: Payload, write: (req: Awaited<ReturnType<typeof createLocalReq>>) => Promise<void>): Promise<void> {
  const req = await createLocalReq({}, payload);
  await initTransaction(req);
  try {
    await write(req);
    await commitTransaction(req);
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}

/**
 * Writes the search index of `collection` anew from its published pages, in place: each page's
 * row is updated when it differs (or created when missing), a row whose page is no longer
 * published is removed, 25 pages per transaction, with other requests answered in between.
 * Visitors keep finding every page meanwhile, and no write is large. The search plugin's own
 * "Reindex" deletes every row and writes them again in one transaction. On SQLite that outgrew the writer's cache and
 * locked every reader out until it ended: its own count of the pages, read outside that
 * transaction, failed, and the index was committed without them. On PostgreSQL it updated the
 * rows of common words in `search_terms` once per page in one transaction, each update leaving
 * a version the next had to step over. Returns how many pages were written and how many rows
 * removed.
 */
export async function reindexInPlace(payload: Payload, collection: SearchedCollection): Promise<{ pages: number; removed: number }> {
  const published = new Set<string>();
  // By id, after the last one seen: a page published or unpublished meanwhile moves no other.
  for (let lastId = 0; ; ) {
    const result = await payload.find({
      collection,
      where: { and: [{ _status: { equals: 'published' } }, { id: { greater_than: lastId } }] },
      draft: false,
      depth: 0,
      limit: BATCH,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
    });
    const last = result.docs.at(-1);
    if (!last) break;
    lastId = last.id;
    await inTransaction(payload, async (req) => {
      const ids = result.docs.map((doc) => doc.id);
      const { docs: rows } = await payload.find({
        collection: SEARCH_SLUG,
        where: { and: [{ 'doc.relationTo': { equals: collection } }, { 'doc.value': { in: ids } }] },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        req,
      });
      const rowsByDoc = new Map<string, SearchRow[]>();
      for (const row of rows) rowsByDoc.set(docIdOf(row), [...(rowsByDoc.get(docIdOf(row)) ?? []), row]);
      for (const doc of result.docs) {
        const data = await searchDocument({ collectionSlug: collection, originalDoc: doc, payload, req, searchDoc: { doc: { relationTo: collection, value: String(doc.id) }, title: doc.title } });
        const [row, ...duplicates] = rowsByDoc.get(String(doc.id)) ?? [];
        const fields = { ...data, doc: { relationTo: collection, value: doc.id } };
        if (row) {
          if (!isCurrent(row, data)) await payload.update({ collection: SEARCH_SLUG, id: row.id, data: fields, depth: 0, overrideAccess: true, req });
        } else await payload.create({ collection: SEARCH_SLUG, data: fields, depth: 0, overrideAccess: true, req });
        for (const duplicate of duplicates) await payload.delete({ collection: SEARCH_SLUG, id: duplicate.id, overrideAccess: true, req });
        published.add(String(doc.id));
      }
    });
    await otherRequestsFirst();
  }
  const { docs: rows } = await payload.find({ collection: SEARCH_SLUG, where: { 'doc.relationTo': { equals: collection } }, depth: 0, pagination: false, select: { doc: true }, overrideAccess: true });
  const unseen = rows.filter((row) => !published.has(docIdOf(row)));
  // A page published while the pass was past it is kept: its own publish wrote its row.
  const { docs: publishedSince } =
    unseen.length === 0
      ? { docs: [] }
      : await payload.find({
          collection,
          where: { and: [{ _status: { equals: 'published' } }, { id: { in: unseen.map(docIdOf) } }] },
          draft: false,
          depth: 0,
          pagination: false,
          select: { _status: true },
          overrideAccess: true,
        });
  const keep = new Set(publishedSince.map((doc) => String(doc.id)));
  const stale = unseen.filter((row) => !keep.has(docIdOf(row))).map((row) => row.id);
  for (let start = 0; start < stale.length; start += BATCH) {
    const ids = stale.slice(start, start + BATCH);
    await inTransaction(payload, async (req) => {
      await payload.delete({ collection: SEARCH_SLUG, where: { id: { in: ids } }, overrideAccess: true, req });
    });
    await otherRequestsFirst();
  }
  return { pages: published.size, removed: stale.length };
}

import type { Payload } from 'payload';

import { type QueryWord, typoStems } from '@/lib/search/german';

import { type SearchedCollection, isSearched } from './collection';

/** One row the index found, best first. */
export interface IndexHit {
  kind: SearchedCollection;
  docId: number;
  /** The page's plain text, for the snippet. */
  body: string;
}

export interface IndexPage {
  total: number;
  hits: IndexHit[];
  /** The stems the query was answered with: its own, or for a mistyped word the ones it meant. */
  stems: string[];
}

/**
 * A query as the index takes it: every group must match (AND), any term of a group will do (OR).
 * Terms are folded stems: letters and digits only, so they need no quoting beyond the engine's.
 */
type Groups = string[][];

interface SearchEngine {
  /**
   * The stems of these that some indexed page has, in one statement however many: looked up in
   * `search_terms`, the indexed words kept by triggers (migration `search_terms`).
   */
  existing(stems: readonly string[]): Promise<string[]>;
  /**
   * One page of matches (pages whose titles hold every group first, then by relevance, newest
   * first) and how many match in all.
   */
  page(groups: Groups, limit: number, offset: number): Promise<{ hits: IndexHit[]; total: number }>;
}

const safeTerm = (term: string) => /^[\p{L}\p{N}]+$/u.test(term);

function toHits(rows: ReadonlyArray<Record<string, unknown>>): IndexHit[] {
  return rows.flatMap((row) => {
    const kind = row.kind;
    const docId = Number(row.doc_id);
    if (!isSearched(kind) || !Number.isInteger(docId)) return [];
    return [{ kind, docId, body: typeof row.body === 'string' ? row.body : '' }];
  });
}

/** BM25 over the FTS5 columns title, lead text, text and compound parts, weighted in that order. */
const BM25 = 'bm25(search_fts, 10.0, 4.0, 1.0, 0.5)';

/** SQLite: the FTS5 table `search_fts` (migration `site_search`), ranked with BM25 per column. */
function sqliteEngine(db: SqliteDb): SearchEngine {
  const match = (groups: Groups) => groups.map((group) => `(${group.map((term) => `"${term}"`).join(' OR ')})`).join(' AND ');
  const run = async (sql: string, args: Array<string | number>) => (await db.client.execute({ sql, args })).rows as unknown as Array<Record<string, unknown>>;
  /** The pages whose titles hold every group. */
  const inTitles = (groups: Groups) => `{title_terms} : (${match(groups)})`;
  const counts = async (groups: Groups) => {
    const [row] = await run(
      `SELECT (SELECT count(*) FROM search_fts WHERE search_fts MATCH ?1) AS total, (SELECT count(*) FROM search_fts WHERE search_fts MATCH ?2) AS titles,
              (SELECT count(*) FROM search) AS pages`,
      [match(groups), inTitles(groups)],
    );
    return { total: Number(row?.total ?? 0), titles: Number(row?.titles ?? 0), pages: Number(row?.pages ?? 0) };
  };
  /** The pages that have the words, but not all of them in their title. */
  const textOnly = (groups: Groups) => `(${match(groups)}) NOT (${inTitles(groups)})`;
  /**
   * A page of hits past the title hits of words that are on half the pages or more. BM25 gives
   * each of those pages the same weight then (FTS5 takes such a word's IDF as ~0), so they come
   * newest first: walked down the date index (migration `search_date_index`) until the page is
   * full, instead of sorting every match (9,500 for `Reifen` in 10,000 articles: the statement
   * 7.1 ms before, 4.3 now). The title hits on the page, if any, are ranked as in any other page.
   */
  const newestBeyondTitles = async (groups: Groups, titles: number, limit: number, offset: number) => {
    const titleRows = Math.max(0, Math.min(limit, titles - offset));
    const rows = await run(
      `WITH title_top AS (
         SELECT ranked.id, 1 AS in_title, ranked.score, d.date_published
           FROM (SELECT rowid AS id, ${BM25} AS score FROM search_fts WHERE search_fts MATCH ?1) AS ranked
           JOIN search d INDEXED BY search_rank_idx ON d.id = ranked.id
          ORDER BY ranked.score, d.date_published DESC, ranked.id DESC
          LIMIT ?3 OFFSET ?4),
       text_top AS (
         SELECT d.id, 0 AS in_title, 0 AS score, d.date_published
           FROM search d INDEXED BY search_date_idx
          WHERE d.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ?2)
          ORDER BY d.date_published DESC, d.id DESC
          LIMIT ?5 OFFSET ?6),
       top AS (SELECT * FROM title_top UNION ALL SELECT * FROM text_top)
       SELECT s.kind, s.doc_id, s.body
         FROM top JOIN search s ON s.id = top.id
        ORDER BY top.in_title DESC, top.score, top.date_published DESC, top.id DESC`,
      [inTitles(groups), textOnly(groups), titleRows, offset, limit - titleRows, Math.max(0, offset - titles)],
    );
    return toHits(rows);
  };
  return {
    existing: async (stems) => {
      if (stems.length === 0) return [];
      const rows = await run(`SELECT term FROM search_terms WHERE term IN (SELECT value FROM json_each(?))`, [JSON.stringify(stems)]);
      return rows.map((row) => String(row.term));
    },
    page: async (groups, limit, offset) => {
      const { total, titles, pages } = await counts(groups);
      if (offset >= total) return { hits: [], total };
      // Title hits first, each tier by BM25 over its own rows, then newest. BM25 costs about a
      // microsecond per row: a page within the title hits ranks only those (hundreds, not the
      // thousands a common word matches). The date comes from a narrow index (migration
      // `search_rank_index`), and only the page's own rows are read whole, for their text.
      if (offset + limit > titles && total * 2 >= pages) return { hits: await newestBeyondTitles(groups, titles, limit, offset), total };
      const rest = offset + limit > titles ? `UNION ALL SELECT rowid, 0, ${BM25} FROM search_fts WHERE search_fts MATCH ?2` : '';
      const rows = await run(
        `WITH ranked AS (
           SELECT rowid AS id, 1 AS in_title, ${BM25} AS score FROM search_fts WHERE search_fts MATCH ?1
           ${rest}),
         top AS (
           SELECT ranked.id, in_title, score, d.date_published
             FROM ranked JOIN search d INDEXED BY search_rank_idx ON d.id = ranked.id
            ORDER BY in_title DESC, score, d.date_published DESC, ranked.id DESC
            LIMIT ?3 OFFSET ?4)
         SELECT s.kind, s.doc_id, s.body
           FROM top JOIN search s ON s.id = top.id
          ORDER BY top.in_title DESC, top.score, top.date_published DESC, top.id DESC`,
        [inTitles(groups), textOnly(groups), limit, offset],
      );
      return { hits: toHits(rows), total };
    },
  };
}

/**
 * PostgreSQL: found by the `german` tsvector column `search.fts` through its GIN index (migration
 * `site_search`), ranked by `search.rank_fts`, title (A) and lead text (B) only (migration
 * `search_rank_column`): title hits first, then by how well title and lead text match, newest
 * first. Ranking by the whole text's vector unpacked every match's (kilobytes, compressed).
 */
function postgresEngine(db: PostgresDb): SearchEngine {
  const tsquery = (groups: Groups, weight = '') => groups.map((group) => `(${group.map((term) => term + weight).join(' | ')})`).join(' & ');
  /**
   * Runs one read with index scans only. A word that most pages have made the planner read every
   * row instead, unpacking each row's text vector to test it (it counts that as free): 5–10 times
   * slower than the GIN index, whose answer for such a query needs no row's vector at all.
   */
  const run = async (sql: string, args: unknown[]) => {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN READ ONLY; SET LOCAL enable_seqscan = off');
      const { rows } = await client.query(sql, args);
      await client.query('COMMIT');
      return rows;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  const count = async (groups: Groups) => Number((await run(`SELECT count(*) AS total FROM search WHERE fts @@ to_tsquery('german', $1)`, [tsquery(groups)]))[0]?.total ?? 0);
  return {
    existing: async (stems) => {
      if (stems.length === 0) return [];
      const { rows } = await db.pool.query(`SELECT term FROM search_terms WHERE term = ANY($1::text[])`, [stems]);
      return rows.map((row) => String(row.term));
    },
    page: async (groups, limit, offset) => {
      // Counted at once on a connection of its own: the count and the ranking each scan every
      // match, one after the other in one statement (~2 ms of 6,000 matches on top).
      const [rows, total] = await Promise.all([
        run(
          // Ranked from the small vector, and only the page's own rows read whole, for their text.
          // Counted apart: a window count over the matches kept every match's row (its vector
          // with it) until the end, spilling to disk for a common word: 15–25 ms of a query.
          `WITH top AS (
             SELECT id, rank_fts @@ title_q AS in_title, ts_rank(rank_fts, q) AS score, date_published
               FROM search, to_tsquery('german', $1) AS q, to_tsquery('german', $2) AS title_q
              WHERE fts @@ q
              ORDER BY in_title DESC, score DESC, date_published DESC NULLS LAST, id DESC
              LIMIT $3 OFFSET $4)
           SELECT s.kind, s.doc_id, s.body
             FROM top JOIN search s ON s.id = top.id
            ORDER BY top.in_title DESC, top.score DESC, top.date_published DESC NULLS LAST, top.id DESC`,
          [tsquery(groups), tsquery(groups, ':A'), limit, offset],
        ),
        count(groups),
      ]);
      return { hits: toHits(rows), total };
    },
  };
}

interface SqliteDb {
  client: { execute(statement: { sql: string; args: Array<string | number> }): Promise<{ rows: unknown }> };
}
interface PostgresClient {
  query(sql: string, args?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  release(): void;
}
interface PostgresDb {
  pool: { connect(): Promise<PostgresClient>; query(sql: string, args?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> };
}

function engineOf(payload: Payload): SearchEngine {
  const db: unknown = payload.db;
  if (typeof db === 'object' && db !== null && 'pool' in db && db.pool) return postgresEngine(db as PostgresDb);
  if (typeof db === 'object' && db !== null && 'client' in db && db.client) return sqliteEngine(db as SqliteDb);
  throw new Error('The site search needs the SQLite or PostgreSQL adapter.');
}

/**
 * Asks the database's full-text index. Each word of the query must be on the page (as its stem,
 * or as a part of a compound); a word of five or more letters that no page has as a word of its
 * own (`search_terms` holds whole words) is taken as mistyped and stands for the indexed words
 * one letter away, besides the compounds it is a part of.
 */
export async function searchIndex(payload: Payload, words: readonly QueryWord[], limit: number, offset: number): Promise<IndexPage> {
  const engine = engineOf(payload);
  const searched = words.filter(({ stem }) => safeTerm(stem));
  if (searched.length === 0) return { total: 0, hits: [], stems: [] };
  // Which words some page has, in one statement for all of them.
  const indexed = new Set(await engine.existing(searched.map(({ stem }) => stem)));
  const groups: Groups = await Promise.all(
    searched.map(async ({ folded, stem }) =>
      // A word no page has stands for the indexed words one letter away, found in one statement,
      // so the ranking queries ask only for those (hundreds of variants are slow there).
      indexed.has(stem) ? [stem] : [stem, ...(await engine.existing(typoStems(folded).filter(safeTerm)))],
    ),
  );
  const { hits, total } = await engine.page(groups, limit, offset);
  return { total, hits, stems: groups.flat() };
}

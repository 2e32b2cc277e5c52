import type { Payload } from 'payload';

import { type QueryWord, typoStems } from '@/lib/search/german';
import { compoundReadings } from '@/lib/search/wordForms';

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
 * One word of a query as the index is asked for it: any of its `terms` will do (its stem, the
 * words a typo meant); for a compound no page has, any of its `pieces` on a page, all of them in
 * a title (a title with only "Autobahn" is no title hit for "Autobahnvignette"). Terms are folded
 * stems: letters and digits only, so they need no quoting beyond the engine's.
 */
interface Group {
  terms: string[];
  pieces: string[];
}

/** A query as the index takes it: every group must match (AND). */
type Groups = Group[];

interface SearchEngine {
  /**
   * The stems of these that some indexed page has, in one statement however many: looked up in
   * `search_terms`, the indexed words kept by triggers (migration `search_terms`).
   */
  existing(stems: readonly string[]): Promise<string[]>;
  /**
   * Of a compound's pieces, in one statement: the `starts` that begin some indexed word (or are
   * one), and the `ends` that end one (or are one). `search_terms` holds whole words only, so a
   * piece found there is a word or a compound's element, not a stub the index's splitting left
   * (`stel` of `Stel|lenangebote`, which the full-text index has among its parts).
   */
  wordPieces(starts: readonly string[], ends: readonly string[]): Promise<{ starts: Set<string>; ends: Set<string> }>;
  /** On how many pages each of these terms is (anywhere, parts too), and how many pages there are. */
  pageCounts(terms: readonly string[]): Promise<{ counts: Map<string, number>; pages: number }>;
  /**
   * One page of matches (pages whose titles hold every group first, then by relevance, newest
   * first) and how many match in all.
   */
  page(groups: Groups, limit: number, offset: number): Promise<{ hits: IndexHit[]; total: number }>;
}

const safeTerm = (term: string) => /^[\p{L}\p{N}]+$/u.test(term);

/** A compound's piece counts only while it is on fewer than a quarter of the pages (1 / 4). */
const MAX_PIECE_SHARE_INVERSE = 4;

function piecesBySide(rows: ReadonlyArray<Record<string, unknown>>): { starts: Set<string>; ends: Set<string> } {
  const found = { starts: new Set<string>(), ends: new Set<string>() };
  for (const row of rows) (row.side === 'start' ? found.starts : found.ends).add(String(row.piece));
  return found;
}

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
  const quoted = (term: string) => `"${term}"`;
  const alternatives = ({ terms, pieces }: Group, inTitle: boolean) => {
    if (pieces.length === 0) return terms.map(quoted);
    return [...terms.map(quoted), ...(inTitle ? [`(${pieces.map(quoted).join(' AND ')})`] : pieces.map(quoted))];
  };
  const match = (groups: Groups, inTitle = false) => groups.map((group) => `(${alternatives(group, inTitle).join(' OR ')})`).join(' AND ');
  const run = async (sql: string, args: Array<string | number>) => (await db.client.execute({ sql, args })).rows as unknown as Array<Record<string, unknown>>;
  /** The pages whose titles hold every group. */
  const inTitles = (groups: Groups) => `{title_terms} : (${match(groups, true)})`;
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
    wordPieces: async (starts, ends) => {
      if (starts.length + ends.length === 0) return { starts: new Set(), ends: new Set() };
      // A beginning by the primary key's order (the range of words it starts); an end by a scan
      // of the words (13,000 in 10,000 articles), which only a compound no page has costs.
      const rows = await run(
        `SELECT 'start' AS side, p.value AS piece FROM json_each(?1) AS p
          WHERE EXISTS (SELECT 1 FROM search_terms WHERE term >= p.value AND term < p.value || char(1114111))
         UNION ALL
         SELECT 'end', p.value FROM json_each(?2) AS p
          WHERE EXISTS (SELECT 1 FROM search_terms WHERE term LIKE '%' || p.value)`,
        [JSON.stringify(starts), JSON.stringify(ends)],
      );
      return piecesBySide(rows);
    },
    pageCounts: async (terms) => {
      const rows = await run(
        `SELECT p.value AS term, (SELECT count(*) FROM search_fts WHERE search_fts MATCH '"' || p.value || '"') AS pages, (SELECT count(*) FROM search) AS total
           FROM json_each(?) AS p`,
        [JSON.stringify(terms)],
      );
      return { counts: new Map(rows.map((row) => [String(row.term), Number(row.pages)])), pages: Number(rows[0]?.total ?? 0) };
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
  /** The query, or with `inTitle` the one that title and lead text (weight A) must meet. */
  const tsquery = (groups: Groups, inTitle = false) => {
    const weighted = (term: string) => (inTitle ? `${term}:A` : term);
    const alternatives = ({ terms, pieces }: Group) => {
      if (pieces.length === 0) return terms.map(weighted);
      return [...terms.map(weighted), ...(inTitle ? [`(${pieces.map(weighted).join(' & ')})`] : pieces.map(weighted))];
    };
    return groups.map((group) => `(${alternatives(group).join(' | ')})`).join(' & ');
  };
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
    wordPieces: async (starts, ends) => {
      if (starts.length + ends.length === 0) return { starts: new Set(), ends: new Set() };
      const { rows } = await db.pool.query(
        `SELECT 'start' AS side, p AS piece FROM unnest($1::text[]) AS p WHERE EXISTS (SELECT 1 FROM search_terms WHERE starts_with(term, p))
         UNION ALL
         SELECT 'end', p FROM unnest($2::text[]) AS p WHERE EXISTS (SELECT 1 FROM search_terms WHERE right(term, length(p)) = p)`,
        [starts, ends],
      );
      return piecesBySide(rows);
    },
    pageCounts: async (terms) => {
      const rows = await run(
        `SELECT p AS term, (SELECT count(*) FROM search WHERE fts @@ to_tsquery('german', p)) AS pages, (SELECT count(*) FROM search) AS total FROM unnest($1::text[]) AS p`,
        [terms],
      );
      return { counts: new Map(rows.map((row) => [String(row.term), Number(row.pages)])), pages: Number(rows[0]?.total ?? 0) };
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
          [tsquery(groups), tsquery(groups, true), limit, offset],
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
 * The pieces a compound no page has stands for: of its readings, the first whose pieces the
 * site's words are made of, the first piece beginning one of them and the last ending one. `Reifenwechsel` is read as `Reifen` + `Wechsel` where pages have `Reifen` and
 * `Wildwechsel`; a typo (`Haltestele`: `halt` + `stel`) has a piece no word ends with, and so no
 * reading.
 */
async function compoundPieces(engine: SearchEngine, words: readonly QueryWord[]): Promise<Map<QueryWord, string[]>> {
  const readings = new Map(words.map((word) => [word, compoundReadings(word.written).filter((reading) => reading.every(safeTerm))]));
  const all = [...readings.values()].flat();
  if (all.length === 0) return new Map();
  const known = await engine.wordPieces([...new Set(all.map(([first]) => first))], [...new Set(all.map(([, last]) => last))]);
  const holds = ([first, last]: [string, string]) => known.starts.has(first) && known.ends.has(last);
  const chosen = new Map(words.flatMap((word) => ((reading) => (reading ? [[word, reading] as const] : []))(readings.get(word)?.find(holds))));
  if (chosen.size === 0) return new Map();
  // A piece on a quarter of the pages or more says nothing about what a page is about: a search
  // for `Haltestelle` where no page has it would otherwise list every page with `halten` or `Stelle`.
  const { counts, pages } = await engine.pageCounts([...new Set([...chosen.values()].flat())]);
  const telling = (piece: string) => (counts.get(piece) ?? 0) * MAX_PIECE_SHARE_INVERSE < pages;
  return new Map([...chosen].map(([word, reading]) => [word, reading.filter(telling)]));
}

/**
 * Asks the database's full-text index. Each word of the query must be on the page (as its stem,
 * or as a part of a compound); a word of five or more letters that no page has as a word of its
 * own (`search_terms` holds whole words) is taken as mistyped and stands for the indexed words
 * one letter away, besides the compounds it is a part of; a long one may also be a compound of
 * words the pages have apart, and then stands for them too (pages with more of them rank first).
 */
export async function searchIndex(payload: Payload, words: readonly QueryWord[], limit: number, offset: number): Promise<IndexPage> {
  const engine = engineOf(payload);
  const searched = words.filter(({ stem }) => safeTerm(stem));
  if (searched.length === 0) return { total: 0, hits: [], stems: [] };
  // Which words some page has, in one statement for all of them.
  const indexed = new Set(await engine.existing(searched.map(({ stem }) => stem)));
  const unknown = searched.filter(({ stem }) => !indexed.has(stem));
  const [pieces, typos] = await Promise.all([
    compoundPieces(engine, unknown),
    // A word no page has stands for the indexed words one letter away, found in one statement
    // per word, so the ranking queries ask only for those (hundreds of variants are slow there).
    Promise.all(unknown.map(async (word) => [word, await engine.existing(typoStems(word.folded).filter(safeTerm))] as const)).then((found) => new Map(found)),
  ]);
  const groups: Groups = searched.map((word) => {
    const terms = [word.stem, ...(typos.get(word) ?? [])];
    return { terms, pieces: (pieces.get(word) ?? []).filter((piece) => !terms.includes(piece)) };
  });
  const { hits, total } = await engine.page(groups, limit, offset);
  return { total, hits, stems: [...new Set(groups.flatMap(({ terms, pieces }) => [...terms, ...pieces]))] };
}

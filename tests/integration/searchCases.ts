import type { Payload, PayloadRequest } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { siteSearch } from '@/cms/search/graphql';
import { rebuildStatus } from '@/cms/search/rebuildStatus';
import { fillEmptySearchIndex } from '@/cms/search/reindex';
import { SiteSearchDocument } from '@/gql/graphql';

import { type SeededCms, startSeededCms } from './seededCms';

/**
 * The site search against the seeded demo content, the same cases on each database: SQLite's
 * FTS5 (search.test.ts) and PostgreSQL's `german` configuration (search.postgres.test.ts).
 */
export function searchCases(
  name: string,
  databaseUrl: () => Promise<string | undefined>,
  stopDatabase: () => Promise<void> = async () => {},
  engine: 'sqlite' | 'postgres' = 'sqlite',
) {
  let cms: SeededCms | undefined;
  let payload: Payload;
  let visitor: PayloadRequest;
  const context = { disableRevalidate: true };

  beforeAll(async () => {
    cms = await startSeededCms(name, await databaseUrl());
    payload = cms.payload;
    const { createLocalReq } = await import('payload');
    visitor = await createLocalReq({}, payload);
  }, 180_000);

  // Stopping waits for work still under way on PostgreSQL (seededCms.ts), up to 15 s.
  afterAll(async () => {
    await cms?.stop();
    await stopDatabase();
  }, 30_000);

  async function titles(query: string): Promise<string[]> {
    const result = await siteSearch(visitor, { query });
    return result.hits.map((hit) => String(hit.document.title));
  }

  async function channelId(slug: string): Promise<number> {
    const { docs } = await payload.find({ collection: 'channels', where: { slug: { equals: slug } }, limit: 1 });
    const doc = docs[0];
    if (!doc) throw new Error(`no channel ${slug}`);
    return doc.id;
  }

  const VIGNETTE = 'Vignette, Maut und Umweltzonen: Gut vorbereitet nach Italien';
  const WINTER_TYRES = 'Winterreifenpflicht: Fristen, Profiltiefe und Strafen';
  const ROADTRIP = 'Roadtrip durch Kärnten: Seen, Pässe und Almen';
  const RESCUE_LANE = 'Rettungsgasse: So bilden Sie sie richtig';
  const CHILD_SEAT = 'Kindersitz: So reisen die Kleinsten sicher';

  /** The search index's row of the page titled `title`. */
  async function indexRowOf(title: string) {
    const { docs } = await payload.find({ collection: 'search', where: { title: { equals: title } }, limit: 1, overrideAccess: true });
    const row = docs[0];
    if (!row) throw new Error(`"${title}" is not indexed`);
    return row;
  }

  /** The words `search_terms` holds and on how many pages, read from the database itself. */
  async function indexedWordCounts(): Promise<Map<string, number>> {
    const db: unknown = payload.db;
    const sql = 'SELECT term, pages FROM search_terms';
    let rows: unknown;
    if (typeof db === 'object' && db !== null && 'pool' in db) rows = (await (db as { pool: { query(sql: string): Promise<{ rows: unknown }> } }).pool.query(sql)).rows;
    else rows = (await (db as { client: { execute(sql: string): Promise<{ rows: unknown }> } }).client.execute(sql)).rows;
    return new Map((rows as Array<{ term: string; pages: number | string }>).map((row) => [row.term, Number(row.pages)]));
  }

  /** The same, worked out from every indexed page's whole words (not its compound parts). */
  async function wordCountsOfPages(): Promise<Map<string, number>> {
    const { docs } = await payload.find({ collection: 'search', pagination: false, depth: 0, overrideAccess: true });
    const counts = new Map<string, number>();
    for (const row of docs) {
      const words = new Set([row.titleTerms, row.leadTerms, row.bodyTerms].join(' ').split(/\s+/).filter(Boolean));
      for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    return counts;
  }

  /** The admin's click on "Neuindizieren" for `collections`: the search plugin's endpoint, as an admin. */
  async function adminsReindex(collections: string[]): Promise<() => Promise<Response>> {
    const searchConfig = payload.config.collections.find((collection) => collection.slug === 'search');
    const endpoint = searchConfig?.endpoints ? searchConfig.endpoints.find((candidate) => candidate.path === '/reindex') : undefined;
    if (!endpoint) throw new Error('no reindex endpoint');
    const { docs: admins } = await payload.find({ collection: 'users', where: { email: { equals: 'admin@mobilclub.example' } }, limit: 1, overrideAccess: true });
    const { createLocalReq } = await import('payload');
    const req = await createLocalReq({ user: { ...admins[0], collection: 'users' } as never }, payload);
    req.json = async () => ({ collections });
    return async () => endpoint.handler(req);
  }

  /** The rebuilds of the index an admin queued ("Neuindizieren"), newest first. */
  async function rebuildJobs() {
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'reindexSearch' } }, { queue: { equals: 'search' } }] },
      sort: '-createdAt',
      overrideAccess: true,
    });
    return docs;
  }

  /** Waits until the instance's job queue (it looks every second here: vitest.config.ts) has run the job `id`: Payload deletes a job once done. */
  async function finished(id: number | undefined): Promise<void> {
    if (id === undefined) throw new Error('no rebuild queued');
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
      const { docs } = await payload.find({ collection: 'payload-jobs', where: { id: { equals: id } }, overrideAccess: true });
      const job = docs[0];
      if (!job || job.completedAt) return;
      if (job.hasError) throw new Error(`the rebuild failed: ${JSON.stringify(job.error)}`);
    }
    const { docs } = await payload.find({ collection: 'payload-jobs', where: { id: { equals: id } }, overrideAccess: true });
    throw new Error(`the rebuild did not finish within 60 s: ${JSON.stringify(docs[0])}`);
  }

  describe('site search on the demo content', () => {
    it('finds the vignette article by its word, its plural, typos and in capitals, title hits first', async () => {
      for (const query of ['vignette', 'Vignetten', 'Vingette', 'Vignete', 'VIGNETTE']) {
        const found = await titles(query);
        expect(found[0], query).toBe(VIGNETTE);
      }
    });

    it('finds the winter-tyre article by a part of its compounds', async () => {
      expect(await titles('Reifen')).toContain(WINTER_TYRES);
      expect(await titles('Profiltiefen')).toContain(WINTER_TYRES);
      // Its "Fahrstreifen" and "Pannenstreifen" are split where a syllable ends: no `reifen` in them.
      expect(await titles('Reifen')).not.toContain(RESCUE_LANE);
      expect(await titles('Streifen')).toEqual([RESCUE_LANE]);
    });

    it('finds a compound by a last word of three letters, but not by a suffix', async () => {
      // "Glatteis" is in the title, never "Eis" alone; "Instruktor" is a posting's title.
      expect(await titles('Eis')).toContain('Glatteis und Schneefahrbahn: Richtig bremsen und lenken');
      expect(await titles('Tor')).toEqual([]);
    });

    it('finds a compound by its first word, also in an index made before beginnings were parts (the migration)', async () => {
      // The Kärnten article has "Panoramastraße" and "Parkplatzsuche", never the words alone.
      expect(await titles('Panorama')).toEqual([ROADTRIP]);
      expect(await titles('Parkplatz')).toContain(ROADTRIP);
      const row = await indexRowOf(ROADTRIP);
      // As the earlier splitting stored it: tails only.
      const tailsOnly = (row.partTerms ?? '').split(' ').filter((part) => !part.startsWith('panoram')).join(' ');
      await payload.update({ collection: 'search', id: row.id, data: { partTerms: tailsOnly }, overrideAccess: true });
      expect(await titles('Panorama')).toEqual([]);
      const { refreshSearchParts } = await import('@/cms/search/reindex');
      const { createLocalReq } = await import('payload');
      expect(await refreshSearchParts(payload, await createLocalReq({}, payload))).toBe(1);
      expect(await titles('Panorama')).toEqual([ROADTRIP]);
    });

    it('finds plurals Snowball leaves alone by the singular, also in an index stemmed before (the migration)', async () => {
      // The Kärnten article's title says "Seen": a title hit for "See" now, not only its text's "Wörthersee".
      expect((await titles('See'))[0]).toBe(ROADTRIP);
      const plurals = await payload.create({
        collection: 'articles',
        context,
        data: { title: 'Unterwegs mit Kindern', slug: 'unterwegs-mit-kindern', channel: await channelId('verkehr'), leadText: 'Tipps für lange Fahrten: Handys laden, Autos lüften.', _status: 'published' },
      });
      expect(await titles('Auto')).toContain('Unterwegs mit Kindern');
      expect(await titles('Handy Tipp')).toContain('Unterwegs mit Kindern');
      // As the earlier stemming stored them: the plural kept its ending.
      const row = await indexRowOf('Unterwegs mit Kindern');
      await payload.update({ collection: 'search', id: row.id, data: { leadTerms: (row.leadTerms ?? '').replace(/\bauto\b/, 'autos') }, overrideAccess: true });
      const roadtrip = await indexRowOf(ROADTRIP);
      await payload.update({ collection: 'search', id: roadtrip.id, data: { titleTerms: (roadtrip.titleTerms ?? '').replace(/\bsee\b/, 'seen') }, overrideAccess: true });
      expect(await titles('Auto')).not.toContain('Unterwegs mit Kindern');
      const { refreshSearchTerms } = await import('@/cms/search/reindex');
      const { createLocalReq } = await import('payload');
      expect(await refreshSearchTerms(payload, await createLocalReq({}, payload))).toBe(2);
      expect(await titles('Auto')).toContain('Unterwegs mit Kindern');
      expect((await indexRowOf(ROADTRIP)).titleTerms?.split(' ')).toContain('see');
      await payload.delete({ collection: 'articles', id: plurals.id, context });
    });

    it('still takes a typo for one when it is only the beginning of a compound some page has', async () => {
      // `Vignettenpflicht` begins with `vignet`, the stem of the typo `Vignete`.
      const compound = await payload.create({
        collection: 'articles',
        context,
        data: { title: 'Neu ab Dezember', slug: 'neu-ab-dezember', channel: await channelId('verkehr'), leadText: 'Die Vignettenpflicht gilt auch im Tunnel.', _status: 'published' },
      });
      expect(await titles('Vignettenpflicht')).toEqual(['Neu ab Dezember']);
      const found = await titles('Vignete');
      expect(found[0]).toBe(VIGNETTE);
      expect(found).toContain('Neu ab Dezember');
      await payload.delete({ collection: 'articles', id: compound.id, context });
    });

    it('finds the pages about a compound’s words where no page has the compound', async () => {
      // No page says "Reifenwechsel", "Autobahnvignette" or "Kindersitzpflicht"; pages have their words.
      expect(await titles('Reifenwechsel')).toContain(WINTER_TYRES);
      expect((await titles('Autobahnvignette'))[0]).toBe(VIGNETTE);
      expect((await titles('Kindersitzpflicht'))[0]).toBe(CHILD_SEAT);
      // A typo is no compound: one of its pieces (`stel`) is on no page.
      expect(await titles('Haltestele')).toEqual([]);
      expect(await titles('Quastenflosser')).toEqual([]);
    });

    it('needs every word of the query, and leaves out words like "und"', async () => {
      expect(await titles('Vignette und Italien')).toContain(VIGNETTE);
      expect(await titles('Vignette Rettungsgasse')).toEqual([]);
    });

    it('finds nothing for a word no page has, and answers an empty query with no hits', async () => {
      expect(await titles('Quastenflosser')).toEqual([]);
      expect((await siteSearch(visitor, { query: '   ' })).totalDocs).toBe(0);
    });

    it('refuses a query over 100 characters', async () => {
      await expect(siteSearch(visitor, { query: 'a'.repeat(101) })).rejects.toThrow(/zu lang/);
    });

    it('reads of the hits, their pictures and their channels only the fields the results page asks for', async () => {
      const { executeInProcess } = await import('@/cms/graphql/execute');
      const find = vi.spyOn(payload, 'find');
      try {
        const result = await executeInProcess({
          document: SiteSearchDocument,
          variables: { query: 'Vignette', page: 1 },
          operationName: 'SiteSearch',
          headers: {},
          requestIdHeader: 'x-request-id',
        });
        expect(result.errors).toBeUndefined();
        expect(JSON.stringify(result.data)).toContain(VIGNETTE);
        const selects = (collection: string) => find.mock.calls.flatMap(([options]) => (options.collection === collection ? [options.select] : []));
        for (const collection of ['articles', 'channels', 'media']) {
          expect(selects(collection).length, collection).toBeGreaterThan(0);
          for (const select of selects(collection)) {
            expect(select, collection).toBeDefined();
            // A page's blocks are dozens of tables; a card shows none of them.
            expect(select, collection).not.toHaveProperty('blocks');
          }
        }
        // The article cards' channels: their title only.
        expect(selects('channels')).toContainEqual({ title: true });
        expect(selects('media')).toContainEqual(expect.objectContaining({ alt: true, sizes: expect.objectContaining({ mqWebp: { url: true, width: true, height: true } }) as unknown }));
      } finally {
        find.mockRestore();
      }
    });
  });

  describe('the index follows publishing', () => {
    it('never has a draft, has a published page at once, and loses it when unpublished or deleted', async () => {
      const channel = await channelId('verkehr');
      const draft = await payload.create({
        collection: 'articles',
        draft: true,
        context,
        data: {
          title: 'Straßenbahnhaltestelle im März',
          channel,
          leadText: 'Die neue Haltestelle für die Bim.',
          datePublished: '2026-11-01T08:00:00.000Z',
          _status: 'draft',
        },
      });
      expect(await titles('Strassenbahnhaltestelle')).toEqual([]);

      await payload.update({ collection: 'articles', id: draft.id, context, data: { _status: 'published' } });
      // ß and ss, ä and ae meet; the compound's tail is found.
      expect(await titles('Straßenbahnhaltestelle')).toEqual(['Straßenbahnhaltestelle im März']);
      expect(await titles('Maerz Haltestelle')).toEqual(['Straßenbahnhaltestelle im März']);
      // A typo of a word that only this page has: the indexed words now include it.
      expect(await titles('Strassenbahnhaltestele')).toEqual(['Straßenbahnhaltestelle im März']);

      // A new draft of a published page leaves the published text in the index.
      await payload.update({ collection: 'articles', id: draft.id, draft: true, context, data: { title: 'Umbenannt im Entwurf', _status: 'draft' } });
      expect(await titles('Haltestelle')).toEqual(['Straßenbahnhaltestelle im März']);
      expect(await titles('Umbenannt')).toEqual([]);

      await payload.update({ collection: 'articles', id: draft.id, context, data: { _status: 'draft' } });
      expect(await titles('Haltestelle')).toEqual([]);
      expect(await titles('Strassenbahnhaltestele')).toEqual([]);

      await payload.update({ collection: 'articles', id: draft.id, context, data: { title: 'Haltestelle wieder da', _status: 'published' } });
      expect(await titles('Haltestelle')).toEqual(['Haltestelle wieder da']);
      expect(await titles('Haltestele')).toEqual(['Haltestelle wieder da']);
      await payload.delete({ collection: 'articles', id: draft.id, context });
      expect(await titles('Haltestelle')).toEqual([]);
      expect(await titles('Haltestele')).toEqual([]);
    });

    it('answers while a publish is still being written, and finds the page once it is', async () => {
      const channel = await channelId('verkehr');
      const transactionID = await payload.db.beginTransaction();
      if (transactionID === null) throw new Error('the database began no transaction');
      const { createLocalReq } = await import('payload');
      const publishing = await createLocalReq({ context }, payload);
      publishing.transactionID = transactionID;
      let committed = false;
      let created: { id: number } | undefined;
      try {
        created = await payload.create({
          collection: 'articles',
          req: publishing,
          data: { title: 'Parkpickerl für Wanderer', slug: 'parkpickerl-wanderer', channel, leadText: 'Wo man am Ausgangspunkt parken darf.', datePublished: '2026-11-02T08:00:00.000Z', _status: 'published' },
        });
        // A search only reads: it must not wait for the publish's transaction to end.
        const waited = new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 2_000));
        expect(await Promise.race([titles('Vignette'), waited])).toContain(VIGNETTE);
        expect(await Promise.race([titles('Parkpickerl'), waited])).toEqual([]);
        await payload.db.commitTransaction(transactionID);
        committed = true;
      } finally {
        if (!committed) await payload.db.rollbackTransaction(transactionID);
      }
      expect(await titles('Parkpickerl')).toEqual(['Parkpickerl für Wanderer']);
      await payload.delete({ collection: 'articles', id: created.id, context });
    });

    it('pages through title hits and text hits without losing or repeating one', async () => {
      const channel = await channelId('verkehr');
      const created = [];
      for (const [index, title] of ['Schanigarten im Winter', 'Schanigarten und Parken', 'Der Schanigarten vor dem Haus', 'Parkplatz A', 'Parkplatz B', 'Parkplatz C'].entries()) {
        created.push(
          await payload.create({
            collection: 'articles',
            context,
            data: { title, slug: `schanigarten-${index}`, channel, leadText: 'Ein Text über den Schanigarten.', datePublished: `2026-10-0${index + 1}T08:00:00.000Z`, _status: 'published' },
          }),
        );
      }
      try {
        const all = (await siteSearch(visitor, { query: 'Schanigarten' })).hits.map((hit) => String(hit.document.title));
        expect(all).toHaveLength(6);
        expect(all.slice(0, 3).every((title) => title.includes('Schanigarten'))).toBe(true);
        const paged: string[] = [];
        for (const page of [1, 2, 3]) {
          const result = await siteSearch(visitor, { query: 'Schanigarten', page, limit: 2 });
          expect(result.totalDocs).toBe(6);
          paged.push(...result.hits.map((hit) => String(hit.document.title)));
        }
        expect(paged).toEqual(all);
        const pastTheLast = await siteSearch(visitor, { query: 'Schanigarten', page: 4, limit: 2 });
        expect(pastTheLast.hits).toEqual([]);
        expect(pastTheLast.totalDocs).toBe(6);
      } finally {
        for (const article of created) await payload.delete({ collection: 'articles', id: article.id, context });
      }
    });

    it('pages through a word most pages have: title hits first, then the newest, none lost or repeated', async () => {
      const channel = await channelId('verkehr');
      const { totalDocs: indexed } = await payload.count({ collection: 'search', overrideAccess: true });
      const created = [];
      try {
        // More pages with the word than without: the text hits come newest first (BM25 cannot rank them).
        for (let index = 0; index < indexed + 2; index += 1) {
          const title = index < 2 ? `Quokka-Sichtung ${index + 1}` : `Tierbeobachtung ${index + 1}`;
          const datePublished = new Date(Date.UTC(2025, 0, 1 + index, 8)).toISOString();
          created.push(
            await payload.create({
              collection: 'articles',
              context,
              data: { title, slug: `quokka-${index}`, channel, leadText: 'Ein Quokka lächelt in die Kamera.', datePublished, _status: 'published' },
            }),
          );
        }
        const textHits = created.slice(2).map((article) => article.title).reverse();
        const expected = ['Quokka-Sichtung 2', 'Quokka-Sichtung 1', ...textHits];
        const paged: string[] = [];
        for (let page = 1; paged.length < expected.length && page <= expected.length; page += 1) {
          const result = await siteSearch(visitor, { query: 'Quokka', page, limit: 3 });
          expect(result.totalDocs).toBe(expected.length);
          paged.push(...result.hits.map((hit) => String(hit.document.title)));
        }
        expect(paged).toEqual(expected);
      } finally {
        for (const article of created) await payload.delete({ collection: 'articles', id: article.id, context });
      }
    }, 120_000);

    it('ranks a page with the word in its title above pages with it in their text', async () => {
      const channel = await channelId('verkehr');
      const inText = await payload.create({
        collection: 'articles',
        context,
        data: { title: 'Ein Beitrag ohne das Wort', slug: 'ohne-das-wort', channel, leadText: 'Hier kommt der Kreisverkehr zweimal vor: Kreisverkehr.', datePublished: '2026-11-03T08:00:00.000Z', _status: 'published' },
      });
      const inTitle = await payload.create({
        collection: 'articles',
        context,
        data: { title: 'Kreisverkehr richtig fahren', slug: 'kreisverkehr-richtig-fahren', channel, leadText: 'Blinken beim Verlassen.', datePublished: '2026-01-03T08:00:00.000Z', _status: 'published' },
      });
      expect(await titles('Kreisverkehr')).toEqual(['Kreisverkehr richtig fahren', 'Ein Beitrag ohne das Wort']);
      await payload.delete({ collection: 'articles', id: inText.id, context });
      await payload.delete({ collection: 'articles', id: inTitle.id, context });
    });

    it('counts the pages of each word right through edits that change some words, none, or delete the page', async () => {
      const channel = await channelId('verkehr');
      const first = await payload.create({
        collection: 'articles',
        context,
        data: { title: 'Zahnradbahn zum Gletscherblick', slug: 'zahnradbahn-gletscherblick', channel, leadText: 'Mit der Zahnradbahn bergauf.', _status: 'published' },
      });
      const second = await payload.create({
        collection: 'articles',
        context,
        data: { title: 'Zahnradbahn im Winter', slug: 'zahnradbahn-im-winter', channel, leadText: 'Fahrplan der Zahnradbahn.', _status: 'published' },
      });
      const counts = await indexedWordCounts();
      expect(counts.get('zahnradbahn')).toBe(2);
      expect(counts.get('gletscherblick')).toBe(1);

      // Some words go, one comes, one stays.
      await payload.update({ collection: 'articles', id: first.id, context, data: { title: 'Zahnradbahn zur Seilbahnstation', leadText: 'Bergauf.' } });
      let after = await indexedWordCounts();
      expect(after.get('zahnradbahn')).toBe(2);
      expect(after.has('gletscherblick')).toBe(false);
      expect(after.get('seilbahnstation')).toBe(1);
      expect(await titles('Gletscherblik')).toEqual([]);
      expect(await titles('Seilbahnstatio')).toEqual(['Zahnradbahn zur Seilbahnstation']);

      // A save that changes no word, and the row's compound parts written alone.
      await payload.update({ collection: 'articles', id: second.id, context, data: { slug: 'zahnradbahn-winterfahrplan' } });
      const row = await indexRowOf('Zahnradbahn im Winter');
      await payload.update({ collection: 'search', id: row.id, data: { partTerms: row.partTerms ?? '' }, overrideAccess: true });
      after = await indexedWordCounts();
      expect(after.get('zahnradbahn')).toBe(2);

      await payload.delete({ collection: 'articles', id: first.id, context });
      after = await indexedWordCounts();
      expect(after.get('zahnradbahn')).toBe(1);
      expect(after.has('seilbahnstation')).toBe(false);
      await payload.delete({ collection: 'articles', id: second.id, context });
      // Every word of every page, counted once per page, and nothing else.
      expect(await indexedWordCounts()).toEqual(await wordCountsOfPages());
    });

    it('is written anew in the background by the admin\'s "Neuindizieren", with every word counted once per page', async () => {
      const channel = await channelId('verkehr');
      const page = await payload.create({
        collection: 'articles',
        context,
        data: { title: 'Murmeltierpfad am Großglockner', slug: 'murmeltierpfad', channel, leadText: 'Ein Murmeltierpfad für Familien.', _status: 'published' },
      });
      const before = await wordCountsOfPages();
      // A row that no longer says what its page says: the rebuild writes it from the page.
      const row = await indexRowOf('Murmeltierpfad am Großglockner');
      await payload.update({ collection: 'search', id: row.id, data: { titleTerms: `${row.titleTerms ?? ''} verirrt` }, overrideAccess: true });
      expect((await indexedWordCounts()).get('verirrt')).toBe(1);
      // A row whose page was never published.
      const draft = await payload.create({ collection: 'articles', draft: true, context, data: { title: 'Nur ein Entwurf', slug: 'nur-ein-entwurf', channel, _status: 'draft' } });
      await payload.create({ collection: 'search', data: { title: 'Nur ein Entwurf', doc: { relationTo: 'articles', value: draft.id } }, overrideAccess: true });
      // A page whose row went missing.
      await payload.delete({ collection: 'search', id: (await indexRowOf(ROADTRIP)).id, overrideAccess: true });
      expect(await titles('Panorama')).toEqual([]);
      const reindex = await adminsReindex(['channels', 'articles', 'jobPostings']);
      // Queued, answered at once; the instance's job queue rebuilds it within seconds.
      const response = await reindex();
      expect(response.status).toBe(202);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Der Suchindex wird im Hintergrund neu aufgebaut (Rubriken, Artikel, Stellenangebote). Bei vielen Seiten dauert das einige Minuten; die Suche findet währenddessen weiter alle Seiten. Wann er fertig ist, steht über der Liste.',
      );
      // The index's list says so (admin/SearchIndexStatus).
      expect(await rebuildStatus(payload)).toMatchObject({ state: 'running', collections: ['channels', 'articles', 'jobPostings'] });
      // A second click meanwhile queues nothing.
      const again = await reindex();
      expect(again.status).toBe(409);
      expect(((await again.json()) as { message: string }).message).toBe('Der Suchindex wird bereits neu aufgebaut. Bitte warten Sie, bis das abgeschlossen ist.');
      const rebuilds = await rebuildJobs();
      expect(rebuilds).toHaveLength(1);
      await finished(rebuilds[0]?.id);

      expect(await wordCountsOfPages()).toEqual(before);
      expect(await indexedWordCounts()).toEqual(before);
      expect((await indexedWordCounts()).has('verirrt')).toBe(false);
      expect(await titles('Murmeltierpfad')).toEqual(['Murmeltierpfad am Großglockner']);
      expect(await titles('Murmeltierpfat')).toEqual(['Murmeltierpfad am Großglockner']);
      expect((await titles('Vignette'))[0]).toBe(VIGNETTE);
      expect(await titles('Panorama')).toEqual([ROADTRIP]);
      // One row per published page, no more.
      let publishedPages = 0;
      for (const collection of ['channels', 'articles', 'jobPostings'] as const) {
        publishedPages += (await payload.count({ collection, where: { _status: { equals: 'published' } }, overrideAccess: true })).totalDocs;
      }
      expect((await payload.count({ collection: 'search', overrideAccess: true })).totalDocs).toBe(publishedPages);
      expect((await payload.count({ collection: 'search', where: { title: { equals: 'Nur ein Entwurf' } }, overrideAccess: true })).totalDocs).toBe(0);
      await payload.delete({ collection: 'articles', id: draft.id, context });
      // Payload deleted the finished job; the list still tells when it finished and what it did.
      const status = await rebuildStatus(payload);
      expect(status).toMatchObject({ state: 'finished', last: { collections: ['channels', 'articles', 'jobPostings'], pages: publishedPages, removed: 1 } });
      if (status.state !== 'finished') throw new Error('not finished');
      expect(Date.now() - Date.parse(status.last.finishedAt)).toBeLessThan(60_000);

      // Once it is done, the next click queues the next rebuild.
      const next = await reindex();
      expect(next.status).toBe(202);
      await finished((await rebuildJobs())[0]?.id);

      // Publishes after it are counted as before.
      await payload.delete({ collection: 'articles', id: page.id, context });
      expect((await indexedWordCounts()).has('murmeltierpfad')).toBe(false);
      expect(await indexedWordCounts()).toEqual(await wordCountsOfPages());
    }, 120_000);

    it('takes a new "Neuindizieren" once a rebuild has been left unfinished for over an hour (its instance stopped midway)', async () => {
      const reindex = await adminsReindex(['articles']);
      // A rebuild taken by an instance that was then stopped: "processing" for good (a queue no instance here runs).
      const stuck = await payload.jobs.queue({ task: 'reindexSearch', queue: 'stopped-instance', input: { collections: ['articles'] } });
      await payload.db.updateOne({ collection: 'payload-jobs', id: stuck.id, data: { processing: true }, req: {} });
      try {
        expect((await reindex()).status).toBe(409);
        await payload.db.updateOne({ collection: 'payload-jobs', id: stuck.id, data: { createdAt: new Date(Date.now() - 61 * 60_000).toISOString() }, req: {} });
        expect((await reindex()).status).toBe(202);
        await finished((await rebuildJobs())[0]?.id);
      } finally {
        await payload.delete({ collection: 'payload-jobs', id: stuck.id, overrideAccess: true });
      }
    }, 120_000);

    it("tells admins above the index's list that a rebuild failed, until one finishes again", async () => {
      expect((await rebuildStatus(payload)).state).toBe('finished');
      // A rebuild that failed after its retries (on a queue no instance here runs).
      const failed = await payload.jobs.queue({ task: 'reindexSearch', queue: 'stopped-instance', input: { collections: ['articles'] } });
      await payload.db.updateOne({ collection: 'payload-jobs', id: failed.id, data: { hasError: true, error: { message: 'Die Platte ist voll.' } }, req: {} });
      try {
        expect(await rebuildStatus(payload)).toMatchObject({ state: 'failed', collections: ['articles'] });
        // It does not hold up the next click.
        const reindex = await adminsReindex(['articles']);
        expect((await reindex()).status).toBe(202);
        expect(await rebuildStatus(payload)).toMatchObject({ state: 'running', collections: ['articles'] });
        await finished((await rebuildJobs())[0]?.id);
        expect(await rebuildStatus(payload)).toMatchObject({ state: 'finished', last: { collections: ['articles'], removed: 0 } });
      } finally {
        await payload.delete({ collection: 'payload-jobs', id: failed.id, overrideAccess: true });
      }
    }, 120_000);

    it('is rebuilt every night at 04:00, every collection, and an admin need not wait for that', async () => {
      await payload.jobs.handleSchedules({ queue: 'maintenance' });
      const { docs: nightly } = await payload.find({
        collection: 'payload-jobs',
        where: { and: [{ taskSlug: { equals: 'reindexSearch' } }, { queue: { equals: 'maintenance' } }, { completedAt: { exists: false } }] },
        overrideAccess: true,
      });
      expect(nightly).toHaveLength(1);
      const job = nightly[0];
      if (!job?.waitUntil) throw new Error('the nightly rebuild has no time');
      const at = new Date(job.waitUntil);
      expect([at.getHours(), at.getMinutes(), at.getSeconds()]).toEqual([4, 0, 0]);
      expect(at.getTime() - Date.now()).toBeGreaterThan(0);
      expect(at.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60_000);
      expect(job.input).toEqual({ collections: ['channels', 'articles', 'jobPostings'] });
      // Looking at the schedule again queues no second one.
      await payload.jobs.handleSchedules({ queue: 'maintenance' });
      expect((await payload.count({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'reindexSearch' } }, { queue: { equals: 'maintenance' } }] }, overrideAccess: true })).totalDocs).toBe(1);

      // Waiting for its hour, it does not count as a rebuild under way.
      const reindex = await adminsReindex(['articles']);
      expect((await reindex()).status).toBe(202);
      await finished((await rebuildJobs())[0]?.id);

      // From its hour on (queued a day ahead), it is a rebuild under way.
      await payload.db.updateOne({
        collection: 'payload-jobs',
        id: job.id,
        data: { createdAt: new Date(Date.now() - 24 * 60 * 60_000).toISOString(), waitUntil: new Date(Date.now() - 60_000).toISOString() },
        req: {},
      });
      expect((await reindex()).status).toBe(409);

      // At its hour it rebuilds the index: a row gone missing is back.
      await payload.delete({ collection: 'search', id: (await indexRowOf(ROADTRIP)).id, overrideAccess: true });
      expect(await titles('Panorama')).toEqual([]);
      await payload.jobs.runByID({ id: job.id });
      expect(await titles('Panorama')).toEqual([ROADTRIP]);
      expect(await indexedWordCounts()).toEqual(await wordCountsOfPages());
    }, 120_000);

    it('is filled from the published pages when it is empty (a site that had pages before the search), and left alone when not', async () => {
      const rows = (await payload.count({ collection: 'search', overrideAccess: true })).totalDocs;
      const before = await wordCountsOfPages();
      expect(await fillEmptySearchIndex(payload)).toBe(0);
      await payload.delete({ collection: 'search', where: { id: { greater_than: 0 } }, overrideAccess: true });
      expect(await titles('Vignette')).toEqual([]);
      expect(await indexedWordCounts()).toEqual(new Map());

      expect(await fillEmptySearchIndex(payload)).toBe(rows);
      expect((await payload.count({ collection: 'search', overrideAccess: true })).totalDocs).toBe(rows);
      expect(await indexedWordCounts()).toEqual(before);
      expect((await titles('Vignette'))[0]).toBe(VIGNETTE);
      expect(await titles('Panorama')).toEqual([ROADTRIP]);
    });
  });

  // Only PostgreSQL has connections to keep: SQLite is a file in this process.
  if (engine === 'postgres') {
    describe('connections to PostgreSQL', () => {
      /** The server processes of this database's client connections, each by when it started. */
      async function openConnections(): Promise<Set<string>> {
        const pool = (payload.db as unknown as { pool: { query(sql: string): Promise<{ rows: Array<{ pid: number; started: string }> }> } }).pool;
        const { rows } = await pool.query(
          `SELECT pid, backend_start::text AS started FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`,
        );
        return new Set(rows.map((row) => `${row.pid}@${row.started}`));
      }

      it('stay open over a quiet spell, so the next search needs no new one (pg closes them after 10 s idle by default)', async () => {
        await titles('Vignette');
        const before = await openConnections();
        expect(before.size).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 11_000));
        expect((await titles('Vignette'))[0]).toBe(VIGNETTE);
        const after = await openConnections();
        expect([...before].filter((connection) => !after.has(connection))).toEqual([]);
      }, 30_000);
    });
  }
}

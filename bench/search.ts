/**
 * `npm run bench:search`: the site search with 10,000 generated articles, on SQLite (FTS5) and on
 * PostgreSQL (`german` tsvector), each against a cached page of the same server in the same run.
 *
 * For each database: a fresh CMS (migrations, the demo content, BENCH_SEARCH_ARTICLES generated
 * articles: src/cms/bin/generateArticles.ts), the production build served from a copy of `.next`
 * (its own page cache), then BENCH_ROUNDS rounds alternating a cached page (`/verkehr`, 50
 * requests), a bare Next.js page rendered per request (bench/bare/app/dynamisch, served beside
 * it: the framework's own floor for a page that cannot be cached, 50 requests) and searches (the
 * queries below, 5 times each: the results page, then the `siteSearch` GraphQL query alone) and
 * the results page without a query (the page around a search, 20 requests), one request at a
 * time. A search is uncached work by design; the figure that matters is its p95 against the
 * cached page's p50 (issue: under 5 cached answers). Every search request is a client of its
 * own, so the limit per client (30 a minute) does not answer instead.
 *
 * Needs `npm run build` first and Debian's postgresql (deploy/cluster/install-services.sh).
 * Writes bench/search-latest.json. Takes ~25 minutes, most of it creating the articles; the
 * quiet spells at the end are 2 minutes per database.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { print } from 'graphql';

import { startPostgres } from '../deploy/cluster/services';
import { SiteSearchDocument } from '../src/gql/graphql';

import { type BareApp, startBare } from './bareApp';

const ARTICLES = Number(process.env.BENCH_SEARCH_ARTICLES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = 3296;
const BARE_PORT = 3295;
/** The bare app's page rendered per request (bench/bare/app/dynamisch): the framework's floor for a results page. */
const BARE_DYNAMIC_PAGE = '/dynamisch';
const CACHED_PAGE = '/verkehr';
const CACHED_PER_ROUND = 50;
const REPEATS_PER_ROUND = 5;
/** The results page without a query: the site's layout rendered per request, no search in it. */
const PAGE_WITHOUT_SEARCH = '/suche';
const WITHOUT_SEARCH_PER_ROUND = 20;
/**
 * Visitors do not search back to back: after the rounds, this many first requests after a quiet
 * spell (the cached page and a search, each after its own), as a quiet site answers them.
 */
const QUIET_SPELLS = Number(process.env.BENCH_SEARCH_QUIET_SPELLS ?? 5);
/** Longer than pg's default for closing an idle connection (10 s). */
const QUIET_MS = 12_000;
/** Single words with many hits, a stem, a compound's part, two words, a typo, a word of no page, a compound of two words no page has as one. */
const QUERIES = ['vignette', 'Reifen', 'pannenhilfe', 'Winterreifen Tirol', 'Elektroauto laden', 'Vingette', 'Quastenflosser', 'maut', 'Reifenwechsel'];

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? Number.NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (value: number) => Math.round(value * 10) / 10;

let clientNumber = 0;
const newClient = () => {
  clientNumber += 1;
  return `10.99.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
};

const SEARCH_TEXT = print(SiteSearchDocument);

async function timed(url: string, headers: Record<string, string> = {}, body?: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, body ? { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body } : { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

function cms(env: NodeJS.ProcessEnv, script: string, ...args: string[]) {
  execFileSync('npx', ['tsx', '--conditions=production', `src/cms/bin/${script}`, ...args], { env, stdio: ['ignore', 'inherit', 'inherit'] });
}

type Engine = 'sqlite' | 'postgres';

/**
 * An existing database to measure instead of a fresh one (migrated, not seeded or generated
 * again): one made by an earlier run's steps, for measuring change after change without waiting
 * for 10,000 articles each time (the results page needs no upload's file); its record says
 * `generateSeconds: null`. A run of one database (BENCH_SEARCH_ONLY) only prints its table.
 */
const EXISTING: Record<Engine, string | undefined> = { sqlite: process.env.BENCH_SEARCH_SQLITE_URL, postgres: process.env.BENCH_SEARCH_POSTGRES_URL };
/** `sqlite` or `postgres`: measure only that one. */
const ONLY = process.env.BENCH_SEARCH_ONLY;

async function measure(engine: Engine, databaseUrl: string, dir: string, bare: BareApp) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(dir, 'media'),
    DOCUMENTS_DIR: path.join(dir, 'documents'),
    VIDEOS_DIR: path.join(dir, 'videos'),
    PAYLOAD_SECRET: 'bench-search-secret',
    NEXT_TELEMETRY_DISABLED: '1',
    // No load balancer to drain from: stop at once, so the next database's server gets the port.
    SHUTDOWN_DRAIN_MS: '0',
  };
  const existing = databaseUrl === EXISTING[engine];
  console.log(`\n${engine}: migrating${existing ? ' the existing database' : `, seeding and generating ${ARTICLES} articles`} …`);
  cms(env, 'migrate.ts');
  const generatedAt = Date.now();
  if (!existing) {
    cms(env, 'seed.ts');
    cms(env, 'generateArticles.ts', String(ARTICLES));
  }
  const generateSeconds = existing ? null : Math.round((Date.now() - generatedAt) / 1000);

  const serverLog = path.join(dir, 'server.log');
  const logFd = openSync(serverLog, 'w');
  const server = spawn(process.execPath, ['src/server.ts', '-p', String(PORT)], { env, stdio: ['ignore', logFd, logFd] });
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await timed(`${origin}${CACHED_PAGE}`);
        break;
      } catch (error) {
        if (attempt > 120) throw error;
        await sleep(500);
      }
    }
    // Warm: the page in the cache, the search's code and the database's pages in memory.
    for (let warm = 0; warm < 20; warm += 1) await timed(`${origin}${CACHED_PAGE}`);
    for (let warm = 0; warm < 20; warm += 1) await timed(`${bare.origin}${BARE_DYNAMIC_PAGE}?q=warm`);
    for (const query of QUERIES) await timed(`${origin}/suche?q=${encodeURIComponent(query)}`, { 'X-Forwarded-For': newClient() });

    const graphqlSearch = (query: string) =>
      timed(`${origin}/api/graphql`, { 'X-Forwarded-For': newClient() }, JSON.stringify({ query: SEARCH_TEXT, variables: { query, page: 1 } }));
    const cached: number[] = [];
    const bareRenders: number[] = [];
    const searches: number[] = [];
    const queries: number[] = [];
    const pagesWithoutSearch: number[] = [];
    const perQuery = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let request = 0; request < CACHED_PER_ROUND; request += 1) cached.push(await timed(`${origin}${CACHED_PAGE}`));
      for (let request = 0; request < WITHOUT_SEARCH_PER_ROUND; request += 1) pagesWithoutSearch.push(await timed(`${origin}${PAGE_WITHOUT_SEARCH}`));
      for (let request = 0; request < CACHED_PER_ROUND; request += 1) bareRenders.push(await timed(`${bare.origin}${BARE_DYNAMIC_PAGE}?q=${encodeURIComponent(QUERIES[request % QUERIES.length] ?? '')}`));
      for (let repeat = 0; repeat < REPEATS_PER_ROUND; repeat += 1) {
        for (const query of QUERIES) {
          const ms = await timed(`${origin}/suche?q=${encodeURIComponent(query)}`, { 'X-Forwarded-For': newClient() });
          searches.push(ms);
          perQuery.set(query, [...(perQuery.get(query) ?? []), ms]);
          queries.push(await graphqlSearch(query));
        }
      }
    }
    const cachedAfterQuiet: number[] = [];
    const searchesAfterQuiet: number[] = [];
    for (let spell = 0; spell < QUIET_SPELLS; spell += 1) {
      await sleep(QUIET_MS);
      cachedAfterQuiet.push(await timed(`${origin}${CACHED_PAGE}`));
      await sleep(QUIET_MS);
      searchesAfterQuiet.push(await timed(`${origin}/suche?q=${encodeURIComponent(QUERIES[spell % QUERIES.length] ?? '')}`, { 'X-Forwarded-For': newClient() }));
    }
    const hitCounts: Record<string, string> = {};
    for (const query of QUERIES) {
      const html = await (await fetch(`${origin}/suche?q=${encodeURIComponent(query)}`, { headers: { 'X-Forwarded-For': newClient() } })).text();
      // de-AT groups thousands with a (narrow) no-break space: "6 239 Treffer".
      hitCounts[query] = (/([\d.\s\u00a0\u202f]*\d) Treffer/.exec(html)?.[1] ?? '0').replace(/\D/g, '');
    }
    const cachedP50 = percentile(cached, 50);
    return {
      engine,
      articles: ARTICLES,
      generateSeconds,
      cachedPage: { path: CACHED_PAGE, p50Ms: round1(cachedP50), p95Ms: round1(percentile(cached, 95)), requests: cached.length },
      search: { p50Ms: round1(percentile(searches, 50)), p95Ms: round1(percentile(searches, 95)), requests: searches.length },
      p95InCachedAnswers: round1(percentile(searches, 95) / cachedP50),
      /** A bare Next.js page rendered per request, in the same rounds: the framework's own floor for a results page. */
      bareDynamicPage: { path: BARE_DYNAMIC_PAGE, p50Ms: round1(percentile(bareRenders, 50)), p95Ms: round1(percentile(bareRenders, 95)), requests: bareRenders.length },
      p50InBareRenders: round1(percentile(searches, 50) / percentile(bareRenders, 50)),
      /** The results page without a query, in the same rounds: the floor of a results page. */
      pageWithoutSearch: { path: PAGE_WITHOUT_SEARCH, p50Ms: round1(percentile(pagesWithoutSearch, 50)), p95Ms: round1(percentile(pagesWithoutSearch, 95)), requests: pagesWithoutSearch.length },
      pageWithoutSearchP95InCachedAnswers: round1(percentile(pagesWithoutSearch, 95) / cachedP50),
      /** The `siteSearch` GraphQL query alone (what a search costs the CMS), without the page around it. */
      query: { p50Ms: round1(percentile(queries, 50)), p95Ms: round1(percentile(queries, 95)), requests: queries.length },
      queryP95InCachedAnswers: round1(percentile(queries, 95) / cachedP50),
      /** The first request after a quiet spell of QUIET_MS: the cached page, a results page, and the one in the other. */
      afterQuiet: searchesAfterQuiet.length === 0 ? null : {
        cachedPageP50Ms: round1(percentile(cachedAfterQuiet, 50)),
        searchP50Ms: round1(percentile(searchesAfterQuiet, 50)),
        searchMaxMs: round1(Math.max(...searchesAfterQuiet)),
        searchP50InCachedAnswers: round1(percentile(searchesAfterQuiet, 50) / percentile(cachedAfterQuiet, 50)),
        spells: searchesAfterQuiet.length,
      },
      queries: Object.fromEntries(QUERIES.map((query) => [query, { hits: hitCounts[query], p50Ms: round1(percentile(perQuery.get(query) ?? [], 50)) }])),
    };
  } catch (error) {
    console.error(`The server's log (${serverLog}), its end:\n${readFileSync(serverLog, 'utf8').slice(-3000)}`);
    throw error;
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    closeSync(logFd);
  }
}

/** Runs `task` with a directory of its own (uploads, logs, a fresh database), removed after. */
async function inTempDir<T>(prefix: string, task: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    return await task(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync('.next/BUILD_ID')) throw new Error('Build first: npm run build');
  const bare = await startBare({ port: BARE_PORT });
  try {
    await measureAll(bare);
  } finally {
    bare.stop();
  }
}

async function measureAll(bare: BareApp) {
  const results = [];
  if (ONLY !== 'postgres') {
    results.push(await inTempDir('mobilclub-bench-search-', (dir) => measure('sqlite', EXISTING.sqlite ?? `file:${path.join(dir, 'cms.db')}`, dir, bare)));
  }
  if (ONLY !== 'sqlite') {
    results.push(
      await inTempDir('mobilclub-bench-search-pg-', async (dir) => {
        if (EXISTING.postgres) return measure('postgres', EXISTING.postgres, dir, bare);
        const { service, url } = await startPostgres(dir, 55_432, path.join(dir, 'postgres.log'));
        try {
          return await measure('postgres', url, dir, bare);
        } finally {
          await service.stop();
        }
      }),
    );
  }

  console.log(`\nSite search with ${ARTICLES.toLocaleString('en')} generated articles (one request at a time, ${ROUNDS} rounds alternating):`);
  console.log(
    '| database | cached page p50 / p95 | results page p50 / p95 | its p95 in cached answers | `siteSearch` query p50 / p95 | its p95 in cached answers | bare Next.js page per request p50 / p95 | results page p50 in bare renders |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const result of results) {
    console.log(
      `| ${result.engine} | ${result.cachedPage.p50Ms} / ${result.cachedPage.p95Ms} ms | ${result.search.p50Ms} / ${result.search.p95Ms} ms | ${result.p95InCachedAnswers} | ${result.query.p50Ms} / ${result.query.p95Ms} ms | ${result.queryP95InCachedAnswers} | ${result.bareDynamicPage.p50Ms} / ${result.bareDynamicPage.p95Ms} ms | ${result.p50InBareRenders} |`,
    );
  }
  console.log(`\nThe results page without a search (\`${PAGE_WITHOUT_SEARCH}\`, no query: the layout, a message and the channels, rendered per request):`);
  console.log('| database | p50 / p95 | its p95 in cached answers |');
  console.log('| --- | --- | --- |');
  for (const { engine, pageWithoutSearch, pageWithoutSearchP95InCachedAnswers } of results) {
    console.log(`| ${engine} | ${pageWithoutSearch.p50Ms} / ${pageWithoutSearch.p95Ms} ms | ${pageWithoutSearchP95InCachedAnswers} |`);
  }
  if (QUIET_SPELLS > 0) {
    console.log(`\nThe first request after ${QUIET_MS / 1000} s of quiet (${QUIET_SPELLS} spells each, p50):`);
    console.log('| database | cached page | results page | in cached answers | slowest results page |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const { engine, afterQuiet } of results) {
      if (!afterQuiet) continue;
      console.log(`| ${engine} | ${afterQuiet.cachedPageP50Ms} ms | ${afterQuiet.searchP50Ms} ms | ${afterQuiet.searchP50InCachedAnswers} | ${afterQuiet.searchMaxMs} ms |`);
    }
  }
  for (const result of results) {
    console.log(`\n${result.engine}: ${Object.entries(result.queries).map(([query, { hits, p50Ms }]) => `${query} ${hits} hits ${p50Ms} ms`).join(' · ')}`);
  }
  if (ONLY) return;
  writeFileSync('bench/search-latest.json', `${JSON.stringify({ note: 'Written by `npm run bench:search`.', date: new Date().toISOString(), results }, null, 2)}\n`);
}

await main();

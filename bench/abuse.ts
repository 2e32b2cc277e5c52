/**
 * `npm run bench:abuse`: what the public GraphQL endpoint's refusals cost a served instance
 * (BENCH_URL, default http://localhost:3000, e.g. `npm run demo` in another terminal), each
 * against ten cached pages of the same server in the same run, alternating, medians of
 * BENCH_ROUNDS (5). The aim of each: under one (an attack costs less than ten cached pages).
 *
 * - a visitor's own query (60 aliases of 100 articles), refused as not one of the site's documents;
 * - a registered document with 34,000 OR conditions in a variable (just under the 1 MB body
 *   limit), refused; and a cached page asked while four of them arrive at once (aim: no slower
 *   than ten cached pages, or 250 ms);
 * - every registered document with the largest values its variables can carry (each request a
 *   client of its own where the server trusts this machine's X-Forwarded-For, as the e2e server
 *   does: the limits per client would otherwise answer instead).
 *
 * The e2e suite (tests/e2e/abuse.e2e.spec.ts) checks what each is answered; how cheaply is
 * measured here. Writes bench/abuse-latest.json.
 */
import { writeFileSync } from 'node:fs';

import { FLOOD_BODY, SIXTY_ALIASES, hostileOperations, newClient } from '../tests/support/graphqlAttacks';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TEN_PAGES = ['/', '/verkehr', '/reisen', '/karriere', '/verkehr/glatteis-richtig-bremsen-10007', '/reisen/urlaub-mit-dem-auto', '/', '/verkehr', '/reisen', '/karriere'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function answered(path: string, init?: RequestInit): Promise<number> {
  const response = await fetch(BASE + path, init);
  await response.arrayBuffer();
  return response.status;
}

const tenPages = async () => {
  for (const path of TEN_PAGES) await answered(path);
};

/** A GraphQL request's body, sent as a client of its own. */
const graphql = (body: string) => answered('/api/graphql', { method: 'POST', body, headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClient() } });

interface Row {
  what: string;
  medianMs: number;
  tenCachedPagesMs: number;
  ratio: number;
}

async function main(): Promise<void> {
  await tenPages(); // cached from here on
  const rows: Row[] = [];
  const row = (what: string, attack: number[], cached: number[]) => {
    const medianMs = median(attack);
    const tenCachedPagesMs = median(cached);
    rows.push({ what, medianMs: Math.round(medianMs), tenCachedPagesMs: Math.round(tenCachedPagesMs), ratio: Math.round((medianMs / tenCachedPagesMs) * 100) / 100 });
  };

  const aliases: number[] = [];
  const floods: number[] = [];
  const meanwhile: number[] = [];
  const cached: number[] = [];
  const flood = () => graphql(FLOOD_BODY);
  for (let round = 0; round < ROUNDS; round += 1) {
    aliases.push(await timed(() => graphql(JSON.stringify({ query: SIXTY_ALIASES }))));
    cached.push(await timed(tenPages));
    floods.push(await timed(flood));
    // Four floods at once and a page in their midst.
    const four = Promise.all(Array.from({ length: 4 }, flood));
    meanwhile.push(await timed(() => answered('/verkehr')));
    await four;
  }
  row('a visitor’s own query: 60 aliases of 100 articles', aliases, cached);
  row('a registered document with 34,000 OR conditions', floods, cached);
  rows.push({
    what: 'a cached page while four such floods arrive (aim: under ten cached pages or 250 ms)',
    medianMs: Math.round(median(meanwhile)),
    tenCachedPagesMs: Math.round(median(cached)),
    ratio: Math.round((median(meanwhile) / Math.max(median(cached), 250)) * 100) / 100,
  });

  const operations = hostileOperations();
  const costs = new Map<string, number[]>();
  const cachedBeside: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const { id, name, variables } of operations) costs.set(name, [...(costs.get(name) ?? []), await timed(() => graphql(JSON.stringify({ documentId: id, variables })))]);
    cachedBeside.push(await timed(tenPages));
  }
  for (const [name, times] of costs) row(`${name}, its variables at their largest`, times, cachedBeside);

  console.log(`\nThe public GraphQL endpoint's refusals against ten cached pages (${BASE}, medians of ${ROUNDS}; aim: ratio under 1)\n`);
  console.log('| what | median ms | ten cached pages ms | ratio |\n| --- | --- | --- | --- |');
  for (const { what, medianMs, tenCachedPagesMs, ratio } of rows) console.log(`| ${what} | ${medianMs} | ${tenCachedPagesMs} | ${ratio}${ratio >= 1 ? ' (over the aim)' : ''} |`);
  writeFileSync('bench/abuse-latest.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), base: BASE, rounds: ROUNDS, rows }, null, 2)}\n`);
}

await main();

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
import { readFileSync, writeFileSync } from 'node:fs';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** The site's registered GraphQL documents, id → text. */
const manifest = JSON.parse(readFileSync('src/gql/persisted-documents.json', 'utf8')) as Record<string, string>;
const TEN_PAGES = ['/', '/verkehr', '/reisen', '/karriere', '/verkehr/glatteis-richtig-bremsen-10007', '/reisen/urlaub-mit-dem-auto', '/', '/verkehr', '/reisen', '/karriere'];
const SIXTY_ALIASES = `{ ${Array.from({ length: 60 }, (_, i) => `a${i}: Articles(limit: 100) { docs { title channel { title blocks { __typename } } } }`).join(' ')} }`;
/** 34,000 OR conditions: just under the 1 MB body limit. */
const FLOOD = { or: Array.from({ length: 34_000 }, (_, i) => ({ slug: { equals: `r${i}` } })) };

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

let clientSequence = Math.floor(Math.random() * 1_000_000);
const newClient = () => {
  clientSequence += 1;
  return `10.${100 + ((clientSequence >> 16) & 127)}.${(clientSequence >> 8) & 255}.${clientSequence & 255}`;
};

const graphql = (body: unknown, client = newClient()) =>
  answered('/api/graphql', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client } });

function documentId(operation: string): string {
  const entry = Object.entries(manifest).find(([, text]) => new RegExp(`\\b(query|mutation) ${operation}\\b`).test(text));
  if (!entry) throw new Error(`no registered document ${operation}`);
  return entry[0];
}

/** Each variable at its worst: the largest integer, a long string, a full list. */
function hostileVariables(text: string): Record<string, unknown> {
  return Object.fromEntries(
    [...text.matchAll(/\$(\w+): (\[?)(\w+)/g)].map(([, name = '', list, type]) => {
      const scalar = type === 'Int' ? 2_147_483_647 : type === 'Float' ? 1e308 : type === 'Boolean' ? true : type === 'JobAlertLinkPurpose' ? 'CONFIRM' : 'x'.repeat(100_000);
      return [name, list ? Array.from({ length: 100 }, () => (typeof scalar === 'string' ? scalar.slice(0, 1000) : scalar)) : scalar];
    }),
  );
}

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
  const flood = () =>
    graphql({
      documentId: documentId('ResolvePath'),
      variables: { path: '/verkehr', slug: 'verkehr', articleId: 0, isChannel: true, isHome: false, isArticle: false, draft: false, channelWhere: FLOOD },
    });
  for (let round = 0; round < ROUNDS; round += 1) {
    aliases.push(await timed(() => graphql({ query: SIXTY_ALIASES })));
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

  const operations = Object.entries(manifest).flatMap(([id, text]) => {
    const name = /\b(?:query|mutation) (\w+)/.exec(text)?.[1];
    return name ? [{ id, name, variables: hostileVariables(text.slice(text.indexOf(name))) }] : [];
  });
  const costs = new Map<string, number[]>();
  const cachedBeside: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const { id, name, variables } of operations) costs.set(name, [...(costs.get(name) ?? []), await timed(() => graphql({ documentId: id, variables }))]);
    cachedBeside.push(await timed(tenPages));
  }
  for (const [name, times] of costs) row(`${name}, its variables at their largest`, times, cachedBeside);

  console.log(`\nThe public GraphQL endpoint's refusals against ten cached pages (${BASE}, medians of ${ROUNDS}; aim: ratio under 1)\n`);
  console.log('| what | median ms | ten cached pages ms | ratio |\n| --- | --- | --- | --- |');
  for (const { what, medianMs, tenCachedPagesMs, ratio } of rows) console.log(`| ${what} | ${medianMs} | ${tenCachedPagesMs} | ${ratio}${ratio >= 1 ? ' (over the aim)' : ''} |`);
  writeFileSync('bench/abuse-latest.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), base: BASE, rounds: ROUNDS, rows }, null, 2)}\n`);
}

await main();

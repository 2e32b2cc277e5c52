/**
 * `npm run bench`: measures a served instance (BENCH_URL, default http://localhost:3000, e.g.
 * `npm run demo` in another terminal) and prints a table; the figures go to bench/latest.json.
 *
 * - the baseline: bench/bare, a bare Next.js page of the same version, built and served here;
 *   its JavaScript is what the budget of our own code is measured against (bench/baseline.json);
 * - Lighthouse 12.8 (mobile, the default) on home, a channel and an article, median of 3;
 * - JavaScript per page kind (gzip, scripts every browser runs);
 * - throughput of a cached page (autocannon, 10 s, 50 connections);
 * - uncached renders, p50/p95: the page is rendered anew for each request (Next's on-demand
 *   revalidation, which needs the build's folder: BENCH_DIST_DIR, default .next);
 * - publish to live: an editor's change through the CMS API until the page shows it.
 *
 * Not part of `npm test`: it takes minutes and its numbers depend on the machine.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const DIST = process.env.BENCH_DIST_DIR ?? '.next';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BARE_PORT = 3290;
const EDITOR = { email: 'redaktion@mobilclub.example', password: 'mobilclub-redaktion' };
const PAGES = { home: '/', channel: '/verkehr', article: '/verkehr/glatteis-richtig-bremsen-10007' } as const;
const ARTICLE_ID = 10007;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? Number.NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch, once more if the server closed a kept-alive connection just as it was reused. */
async function get(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    await sleep(200);
    return fetch(url, init);
  }
}

/** gzip bytes of the scripts a page makes every browser run (not the `noModule` polyfills). */
async function javascriptBytes(origin: string, pathname: string): Promise<number> {
  const html = await (await get(origin + pathname)).text();
  const sources = [...html.matchAll(/<script src="([^"]+)"[^>]*>/g)].filter((match) => !match[0].includes('noModule')).map((match) => match[1] ?? '');
  let total = 0;
  for (const source of sources) total += gzipSync(Buffer.from(await (await get(origin + source)).arrayBuffer()), { level: 9 }).length;
  return total;
}

interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
}

function lighthouseOnce(url: string): LighthouseResult {
  const output = execFileSync(
    'npx',
    ['-y', 'lighthouse@12.8.2', url, '--quiet', '--output=json', '--output-path=stdout', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(output) as {
    categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
    audits: Record<string, { numericValue?: number }>;
  };
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories['best-practices'].score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? Number.NaN),
  };
}

/** Median of each figure over the runs. */
function lighthouse(url: string): LighthouseResult {
  const runs = Array.from({ length: RUNS }, () => lighthouseOnce(url));
  const pick = (key: keyof LighthouseResult) => median(runs.map((run) => run[key]));
  return { performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs') };
}

/** Builds and serves bench/bare; measures its JavaScript and Lighthouse, then stops it. */
async function bareBaseline(): Promise<{ jsGzipBytes: number; lighthouse: LighthouseResult }> {
  const dir = path.resolve('bench/bare');
  const next = path.resolve('node_modules/.bin/next');
  if (!existsSync(path.join(dir, '.next/BUILD_ID'))) execFileSync(next, ['build'], { cwd: dir, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const server = spawn(next, ['start', '-p', String(BARE_PORT)], { cwd: dir, stdio: 'ignore' });
  try {
    const origin = `http://127.0.0.1:${BARE_PORT}`;
    for (let attempt = 0; attempt < 100 && !(await fetch(origin).then(() => true, () => false)); attempt += 1) await sleep(100);
    return { jsGzipBytes: await javascriptBytes(origin, '/'), lighthouse: lighthouse(`${origin}/`) };
  } finally {
    server.kill();
  }
}

/** Requests per second of a cached page, from autocannon. */
function throughput(url: string): { requestsPerSecond: number; p99Ms: number; errors: number } {
  const output = execFileSync('npx', ['-y', 'autocannon@8.0.0', '-c', '50', '-d', '10', '--json', url], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  const result = JSON.parse(output) as { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Renders that skip the page cache: Next's on-demand revalidation renders the page for the request. */
async function uncachedRenders(): Promise<{ p50Ms: number; p95Ms: number; renders: number } | null> {
  const manifest = path.join(DIST, 'prerender-manifest.json');
  if (!existsSync(manifest)) return null;
  const { preview } = JSON.parse(readFileSync(manifest, 'utf8')) as { preview: { previewModeId: string } };
  const times: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    for (const pathname of Object.values(PAGES)) {
      const started = performance.now();
      const response = await get(BASE + pathname, { headers: { 'x-prerender-revalidate': preview.previewModeId } });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
  }
  return { p50Ms: Math.round(percentile(times, 50)), p95Ms: Math.round(percentile(times, 95)), renders: times.length };
}

/** Milliseconds from an editor's publish until the article page shows it; median of 3. */
async function publishToLive(): Promise<number | null> {
  const login = await get(`${BASE}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(EDITOR) });
  if (!login.ok) return null;
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' };
  const found = (await (await get(`${BASE}/api/articles?where[articleId][equals]=${ARTICLE_ID}&depth=0`, { headers: auth })).json()) as { docs: { id: number; title: string }[] };
  const article = found.docs[0];
  if (!article) return null;
  const times: number[] = [];
  try {
    for (let round = 1; round <= 3; round += 1) {
      const title = `${article.title} (Messung ${round})`;
      const started = performance.now();
      await get(`${BASE}/api/articles/${article.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title, _status: 'published' }) });
      while (!(await (await get(BASE + PAGES.article)).text()).includes(title)) await sleep(50);
      times.push(performance.now() - started);
    }
  } finally {
    await get(`${BASE}/api/articles/${article.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title: article.title, _status: 'published' }) });
  }
  return Math.round(median(times));
}

async function main() {
  console.log(`Measuring ${BASE} (Lighthouse ${RUNS}x per page) …`);
  const bare = await bareBaseline();
  writeFileSync('bench/baseline.json', `${JSON.stringify({ note: 'Written by `npm run bench`: the bare Next.js page of bench/bare, built and measured on this machine.', nextVersion: JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version, bareJsGzipBytes: bare.jsGzipBytes }, null, 2)}\n`);

  const pages: Record<string, LighthouseResult & { jsGzipBytes: number; jsAboveBare: number }> = {};
  for (const [kind, pathname] of Object.entries(PAGES)) {
    const jsGzipBytes = await javascriptBytes(BASE, pathname);
    pages[kind] = { ...lighthouse(BASE + pathname), jsGzipBytes, jsAboveBare: jsGzipBytes - bare.jsGzipBytes };
  }
  const cached = throughput(BASE + PAGES.article);
  const uncached = await uncachedRenders();
  const publish = await publishToLive();

  const results = { measuredAt: new Date().toISOString(), url: BASE, bare, pages, cachedPage: cached, uncachedRender: uncached, publishToLiveMs: publish };
  writeFileSync('bench/latest.json', `${JSON.stringify(results, null, 2)}\n`);

  const rows = [['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'JS gzip', 'above bare']];
  for (const [kind, result] of Object.entries({ 'bare Next.js': { ...bare.lighthouse, jsGzipBytes: bare.jsGzipBytes, jsAboveBare: 0 }, ...pages })) {
    rows.push([kind, result.performance, result.accessibility, result.bestPractices, result.seo, result.lcpMs, result.tbtMs, result.jsGzipBytes, result.jsAboveBare].map(String));
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  console.log(`\ncached article: ${cached.requestsPerSecond} req/s (p99 ${cached.p99Ms} ms, ${cached.errors} errors)`);
  console.log(uncached ? `uncached render: p50 ${uncached.p50Ms} ms, p95 ${uncached.p95Ms} ms (${uncached.renders} renders)` : `uncached render: skipped (no ${DIST}/prerender-manifest.json)`);
  console.log(publish === null ? 'publish to live: skipped (no demo editor)' : `publish to live: ${publish} ms (median of 3)`);
  console.log('\nWritten to bench/latest.json and bench/baseline.json.');
}

await main();

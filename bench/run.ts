/**
 * `npm run bench`: measures a served instance (BENCH_URL, default http://localhost:3000, e.g.
 * `npm run demo` in another terminal) and prints a table; the figures go to bench/latest.json.
 *
 * - the baseline: bench/bare, a bare Next.js app of the same version, built and served here;
 *   its JavaScript is what the budget of our own code is measured against (bench/baseline.json);
 * - Lighthouse 12.8 (mobile, the default) on every page kind (home, a channel, an article, the
 *   video article, /karriere, /reisen with its carousel) against the floor, a bare Next.js page
 *   with four of our pictures (bench/bare/app/bilder), alternating, median of BENCH_RUNS (3);
 *   BENCH_ONLY=lighthouse runs only this. Besides Lighthouse's figures, the table shows what the
 *   unthrottled browser saw ("seen LCP"), how many scripts it had downloaded by then (each is
 *   counted into the simulated LCP) and in how many runs headless Chromium held the first frame
 *   back although the page was loaded ("held"; README "Performance" says why both matter);
 * - what the browser itself observes (bench/browser.ts) under DevTools throttling (Slow 4G, CPU
 *   4x), on home, a channel, an article, the every-block article, /karriere and /suche?q=Reifen
 *   against the floor, alternating, median of at least 5: LCP, blocking time, scripts and their
 *   bytes; and each widget's interaction to next paint at 4x CPU (Event Timing, median of at
 *   least 3). BENCH_ONLY=browser runs only this;
 * - JavaScript per page kind (gzip, scripts every browser runs);
 * - throughput of a cached page (autocannon, 10 s, 50 connections);
 * - uncached renders, p50/p95: the page is rendered anew for each request (Next's on-demand
 *   revalidation, which needs the build's folder: BENCH_DIST_DIR, default .next);
 * - publish to live: an editor's change through the CMS API until the page shows it;
 * - against the bare app in the same run, alternating bare and site, median of BENCH_ROUNDS (3):
 *   unique unknown paths (wrk, 10 connections, bench/unknown-paths.lua) against the bare page's
 *   own 404, and uncached renders of home, a channel and an article against a bare page with
 *   four of our pictures (bench/bare/app/bilder). The figures that matter are the ratios: this
 *   machine's speed drifts from run to run, both sides of a ratio drift together.
 *
 * Not part of `npm test`: it takes minutes and its numbers depend on the machine. Needs wrk
 * (Debian: `apt-get install wrk`). BENCH_ONLY=bare runs the comparisons with the bare app only.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { type BareApp, startBare } from './bareApp';
import { type FirstView, WIDGETS, firstViewTable, firstViewsAgainstFloor, interactions, launch } from './browser';

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const DIST = process.env.BENCH_DIST_DIR ?? '.next';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * Chromium's flags for Lighthouse. BENCH_CHROME_FLAGS adds to them, e.g.
 * `--disable-features=PaintHolding` to see the pages without the held first frame (README).
 */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', ...(process.env.BENCH_CHROME_FLAGS ?? '').split(' ').filter(Boolean)].join(' ');
/**
 * A run whose first paint reached the screen this long after the load event had its frames held
 * back by headless Chromium: viz offers a page one frame per second once the compositor has drawn
 * three frames the display did not show before the page's first frame (`ThrottleUndrawnFrames`;
 * GoogleChrome/lighthouse#17148; README "Performance").
 */
const HELD_FRAME_MS = 500;
const BARE_PORT = 3290;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WRK_SECONDS = Number(process.env.BENCH_WRK_SECONDS ?? 10);
const RENDERS_PER_ROUND = 30;
/** The pictures of the bare picture page (bench/bare/app/bilder), as the CMS serves them. */
const BARE_PICTURES = ['alpenstrasse', 'glatteis', 'rettungsgasse', 'wohnmobil'];
const PICTURE_WIDTHS = ['480x270', '960x540', '1920x1080'];
const EDITOR = { email: 'redaktion@mobilclub.example', password: 'mobilclub-redaktion' };
/** Every page kind, measured against the floor (the bare page with four pictures). */
const PAGES = {
  home: '/',
  channel: '/verkehr',
  article: '/verkehr/glatteis-richtig-bremsen-10007',
  'video article': '/verkehr/winter-fahrtipps-video-10015',
  career: '/karriere',
  'carousel /reisen': '/reisen',
} as const;
/** The page kinds of the browser's own figures (bench/browser.ts): issue 71's list. */
const BROWSER_PAGES = {
  home: '/',
  channel: '/verkehr',
  article: '/verkehr/glatteis-richtig-bremsen-10007',
  'every block': '/reisen/urlaub-mit-dem-auto',
  career: '/karriere',
  search: '/suche?q=Reifen',
} as const;
/** Interaction to next paint a widget may take at 4x CPU. */
const INP_GOAL_MS = 100;
/** The page kinds whose uncached renders are measured (the others render alike). */
const RENDERED = [PAGES.home, PAGES.channel, PAGES.article];
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
  /** What the unthrottled browser saw, before Lighthouse's simulation: its first and largest paint. */
  observedFcpMs: number;
  observedLcpMs: number;
  /** 1 when the first frame was held back (see HELD_FRAME_MS), else 0; summed over the runs. */
  heldFirstFrame: number;
  /**
   * Scripts the unthrottled browser had finished downloading before it painted the LCP: Lantern
   * counts each of them (and its download on the simulated network) into the simulated LCP
   * (README "Performance", what decides the simulated LCP).
   */
  scriptsBeforeSeenLcp: number;
}

type AuditItem = Record<string, number | string | undefined>;

/** How many scripts had finished downloading, on the browser's own clock, before the seen LCP. */
function scriptsDoneBefore(requests: { items?: AuditItem[]; debugData?: AuditItem } | undefined, observed: AuditItem): number {
  const lcp = observed.observedLargestContentfulPaint;
  const networkStart = requests?.debugData?.networkStartTimeTs;
  const timeOrigin = observed.observedTimeOriginTs;
  if (typeof lcp !== 'number' || typeof networkStart !== 'number' || typeof timeOrigin !== 'number') return Number.NaN;
  // The request list counts from the first request, the metrics from the navigation: both in µs.
  const offsetMs = (networkStart - timeOrigin) / 1000;
  return (requests?.items ?? []).filter(
    (request) => request.resourceType === 'Script' && typeof request.networkEndTime === 'number' && request.networkEndTime + offsetMs < lcp,
  ).length;
}

function lighthouseOnce(url: string): LighthouseResult {
  const output = execFileSync(
    'npx',
    ['-y', 'lighthouse@12.8.2', url, '--quiet', '--output=json', '--output-path=stdout', `--chrome-flags=${CHROME_FLAGS}`],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(output) as {
    categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
    audits: Record<string, { numericValue?: number; details?: { items?: AuditItem[]; debugData?: AuditItem } }>;
  };
  const observed = report.audits.metrics?.details?.items?.[0] ?? {};
  const millis = (value: number | string | undefined) => (typeof value === 'number' ? Math.round(value) : Number.NaN);
  const observedFcpMs = millis(observed.observedFirstContentfulPaint);
  const observedLoadMs = millis(observed.observedLoad);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories['best-practices'].score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    observedFcpMs,
    observedLcpMs: millis(observed.observedLargestContentfulPaint),
    heldFirstFrame: observedFcpMs - observedLoadMs > HELD_FRAME_MS ? 1 : 0,
    scriptsBeforeSeenLcp: scriptsDoneBefore(report.audits['network-requests']?.details, observed),
  };
}

/** Median of each figure over the runs. */
function medianResult(runs: LighthouseResult[]): LighthouseResult {
  const pick = (key: keyof LighthouseResult) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    observedFcpMs: pick('observedFcpMs'),
    observedLcpMs: pick('observedLcpMs'),
    heldFirstFrame: runs.reduce((sum, run) => sum + run.heldFirstFrame, 0),
    scriptsBeforeSeenLcp: pick('scriptsBeforeSeenLcp'),
  };
}

/**
 * Lighthouse on the floor and on every page, alternating (floor, home, channel, …, floor, home,
 * …) so that all see the machine in the same state; the median of each over RUNS rounds.
 */
function lighthouseAgainstFloor(floorUrl: string, pages: Record<string, string>): { floor: LighthouseResult; pages: Record<string, LighthouseResult> } {
  const floorRuns: LighthouseResult[] = [];
  const pageRuns: Record<string, LighthouseResult[]> = Object.fromEntries(Object.keys(pages).map((kind) => [kind, []]));
  for (let round = 1; round <= RUNS; round += 1) {
    const floor = lighthouseOnce(floorUrl);
    floorRuns.push(floor);
    const line = [`floor ${floor.performance}/${floor.lcpMs}/${floor.observedLcpMs} ms/${floor.scriptsBeforeSeenLcp}`];
    for (const [kind, url] of Object.entries(pages)) {
      const result = lighthouseOnce(url);
      pageRuns[kind]?.push(result);
      line.push(`${kind} ${result.performance}/${result.lcpMs}/${result.observedLcpMs} ms/${result.scriptsBeforeSeenLcp}`);
    }
    console.log(`  Lighthouse round ${round} (performance/LCP/observed LCP/scripts done before it): ${line.join(', ')}`);
  }
  return { floor: medianResult(floorRuns), pages: Object.fromEntries(Object.entries(pageRuns).map(([kind, runs]) => [kind, medianResult(runs)])) };
}

/** The table `npm run bench` prints and README "Performance" shows: the floor, then each page. */
function lighthouseTable(floor: LighthouseResult, pages: Record<string, LighthouseResult & { jsGzipBytes?: number }>): string[] {
  const rows = [['page', 'perf', 'Δ perf', 'LCP ms', 'Δ LCP', 'TBT ms', 'seen LCP ms', 'scripts before it', 'held', 'a11y', 'best pr.', 'SEO', 'JS gzip']];
  const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
  for (const [kind, result] of Object.entries({ 'floor: bare Next.js, four pictures': floor, ...pages })) {
    const isFloor = result === floor;
    rows.push([
      kind,
      String(result.performance),
      isFloor ? '' : signed(result.performance - floor.performance),
      String(result.lcpMs),
      isFloor ? '' : signed(result.lcpMs - floor.lcpMs),
      String(result.tbtMs),
      String(result.observedLcpMs),
      String(result.scriptsBeforeSeenLcp),
      `${result.heldFirstFrame}/${RUNS}`,
      String(result.accessibility),
      String(result.bestPractices),
      String(result.seo),
      'jsGzipBytes' in result && result.jsGzipBytes !== undefined ? String(result.jsGzipBytes) : '',
    ]);
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
}

/** The bare picture page's files: the site's own WebP variants, fetched from the served site. */
async function copyBarePictures(dir: string): Promise<void> {
  const target = path.join(dir, 'public/bilder');
  mkdirSync(target, { recursive: true });
  for (const name of BARE_PICTURES) {
    for (const size of PICTURE_WIDTHS) {
      const file = `${name}-${size}.webp`;
      const response = await get(`${BASE}/api/media/file/${file}`);
      if (!response.ok) throw new Error(`${BASE}/api/media/file/${file}: ${response.status} (is the demo content there?)`);
      writeFileSync(path.join(target, file), Buffer.from(await response.arrayBuffer()));
    }
  }
}

/** Requests per second of a cached page, from autocannon. */
function throughput(url: string): { requestsPerSecond: number; p99Ms: number; errors: number } {
  const output = execFileSync('npx', ['-y', 'autocannon@8.0.0', '-c', '50', '-d', '10', '--json', url], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  const result = JSON.parse(output) as { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The site's preview id, which Next's on-demand revalidation header must carry. */
function sitePreviewModeId(): string | null {
  const manifest = path.join(DIST, 'prerender-manifest.json');
  if (!existsSync(manifest)) return null;
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { preview: { previewModeId: string } }).preview.previewModeId;
}

/** Times of `count` renders that skip the page cache (Next's on-demand revalidation), over the paths in turn. */
async function renderTimes(origin: string, paths: readonly string[], previewModeId: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const pathname = paths[index % paths.length] ?? '/';
    const started = performance.now();
    const response = await get(origin + pathname, { headers: { 'x-prerender-revalidate': previewModeId } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${origin}${pathname}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/** Renders that skip the page cache: Next's on-demand revalidation renders the page for the request. */
async function uncachedRenders(): Promise<{ p50Ms: number; p95Ms: number; renders: number } | null> {
  const previewModeId = sitePreviewModeId();
  if (!previewModeId) return null;
  const times = await renderTimes(BASE, RENDERED, previewModeId, 30);
  return { p50Ms: Math.round(percentile(times, 50)), p95Ms: Math.round(percentile(times, 95)), renders: times.length };
}

/** Requests per second and p50 of unique unknown paths, from wrk; every answer must be a 404. */
function unknownPaths(origin: string): { requestsPerSecond: number; p50Ms: number; not404: number } {
  let output: string;
  try {
    output = execFileSync('wrk', ['-t2', '-c10', `-d${WRK_SECONDS}s`, '--latency', '-s', 'bench/unknown-paths.lua', origin], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('wrk is needed for this measurement: apt-get install wrk');
    throw error;
  }
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p50 = /\s50%\s+([\d.]+)(us|ms|s)\b/.exec(output);
  const p50Ms = p50 ? Number(p50[1]) * ({ us: 0.001, ms: 1, s: 1000 }[p50[2] as 'us' | 'ms' | 's'] ?? 1) : Number.NaN;
  const not404 = Number(/not-404: (\d+)/.exec(output)?.[1] ?? Number.NaN);
  return { requestsPerSecond: Math.round(requestsPerSecond), p50Ms: Math.round(p50Ms * 10) / 10, not404 };
}

interface Comparison {
  what: string;
  unit: string;
  bare: number;
  site: number;
  /** site / bare */
  ratio: number;
  rounds: { bare: number; site: number }[];
}

/**
 * The same measurement of the bare app and of the site, alternating (bare, site, bare, site …)
 * so that both see the machine in the same state; the median of each side's rounds.
 */
async function alternate(what: string, unit: string, measure: (side: 'bare' | 'site') => Promise<number>): Promise<Comparison> {
  const rounds: { bare: number; site: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const bare = await measure('bare');
    const site = await measure('site');
    rounds.push({ bare, site });
    console.log(`  ${what}, round ${round + 1}: bare ${bare} ${unit}, site ${site} ${unit}`);
  }
  const bare = median(rounds.map((round) => round.bare));
  const site = median(rounds.map((round) => round.site));
  return { what, unit, bare, site, ratio: Math.round((site / bare) * 1000) / 1000, rounds };
}

async function compareWithBare(bare: BareApp): Promise<Comparison[]> {
  const comparisons: Comparison[] = [];
  let wrong = 0;
  comparisons.push(
    await alternate('unique unknown paths (wrk c=10)', 'req/s', async (side) => {
      const result = unknownPaths(side === 'bare' ? bare.origin : BASE);
      wrong += side === 'site' ? result.not404 : 0;
      return result.requestsPerSecond;
    }),
  );
  if (wrong > 0) throw new Error(`${wrong} unknown paths were not answered 404`);
  const sitePreview = sitePreviewModeId();
  if (sitePreview) {
    comparisons.push(
      await alternate('uncached render p50 (home, channel, article vs. four pictures)', 'ms', async (side) => {
        const times =
          side === 'bare'
            ? await renderTimes(bare.origin, ['/bilder'], bare.previewModeId, RENDERS_PER_ROUND)
            : await renderTimes(BASE, RENDERED, sitePreview, RENDERS_PER_ROUND);
        return Math.round(percentile(times, 50) * 10) / 10;
      }),
    );
  }
  return comparisons;
}

/** The site's aim for editors: a publish shows to visitors, and in the search, within 2 s (measured here, not in the e2e suite). */
const PUBLISH_PROMISE_MS = 2_000;

interface PublishTimes {
  /** A change to a published article, until its page shows it; median of 3. */
  changeMs: number;
  /** A draft published for the first time, until its page answers 200 instead of 404; median of 3. */
  firstMs: number;
  /** The same, until the site search finds it; median of 3. */
  searchMs: number;
}

/** Milliseconds from an editor's publish until visitors see it (the e2e suite checks that they do, this how soon). */
async function publishToLive(): Promise<PublishTimes | null> {
  const login = await get(`${BASE}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(EDITOR) });
  if (!login.ok) return null;
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' };
  const found = (await (await get(`${BASE}/api/articles?where[articleId][equals]=${ARTICLE_ID}&depth=0`, { headers: auth })).json()) as { docs: { id: number; title: string; channel: number }[] };
  const article = found.docs[0];
  if (!article) return null;
  const until = async (shown: () => Promise<boolean>, started: number) => {
    while (!(await shown())) await sleep(50);
    return performance.now() - started;
  };
  const change: number[] = [];
  const first: number[] = [];
  const search: number[] = [];
  try {
    for (let round = 1; round <= 3; round += 1) {
      const title = `${article.title} (Messung ${round})`;
      const started = performance.now();
      await get(`${BASE}/api/articles/${article.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title, _status: 'published' }) });
      change.push(await until(async () => (await (await get(BASE + PAGES.article)).text()).includes(title), started));
    }
  } finally {
    await get(`${BASE}/api/articles/${article.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title: article.title, _status: 'published' }) });
  }
  for (let round = 1; round <= 3; round += 1) {
    const word = `Messwort${Date.now().toString(36).replace(/\d/g, '')}${'abc'[round - 1]}`;
    const created = await get(`${BASE}/api/articles?draft=true`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title: `${word}: neu veröffentlicht`, slug: `messung-${Date.now()}-${round}`, channel: article.channel, leadText: 'Nur für die Messung.', _status: 'draft' }),
    });
    const { doc } = (await created.json()) as { doc: { id: number; path: string } };
    try {
      const started = performance.now();
      await get(`${BASE}/api/articles/${doc.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ _status: 'published' }) });
      const firstMs = until(async () => (await get(BASE + doc.path)).status === 200, started);
      const searchMs = until(async () => (await (await get(`${BASE}/suche?q=${word}`)).text()).includes(`href="${doc.path}"`), started);
      first.push(await firstMs);
      search.push(await searchMs);
    } finally {
      await get(`${BASE}/api/articles/${doc.id}`, { method: 'DELETE', headers: auth });
    }
  }
  return { changeMs: Math.round(median(change)), firstMs: Math.round(median(first)), searchMs: Math.round(median(search)) };
}

/** What a scrape of /api/metrics costs the server (its Server-Timing), median of 9; the budget is 10 ms. */
async function metricsScrapeMs(): Promise<number | null> {
  const times: number[] = [];
  for (let round = 0; round < 9; round += 1) {
    const response = await get(`${BASE}/api/metrics`);
    await response.text();
    const dur = /scrape;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
    if (!response.ok || dur === undefined) return null;
    times.push(Number(dur));
  }
  return median(times);
}

/** First views under DevTools throttling against the floor, and each widget's interaction to next paint. */
async function browserFigures(floorUrl: string): Promise<{ floor: FirstView; pages: Record<string, FirstView>; inpMs: Record<string, number> }> {
  const browser = await launch();
  try {
    // BENCH_PAGES=career,search: only these page kinds and the widgets on them (while working on one).
    const chosen = process.env.BENCH_PAGES?.split(',');
    const pages = Object.entries(BROWSER_PAGES).filter(([kind]) => !chosen || chosen.includes(kind));
    const widgets = chosen ? WIDGETS.filter((widget) => pages.some(([, pathname]) => pathname === widget.path)) : WIDGETS;
    const views = await firstViewsAgainstFloor(browser, floorUrl, Object.fromEntries(pages.map(([kind, pathname]) => [kind, BASE + pathname])), Math.max(RUNS, 5));
    const inpMs = await interactions(browser, BASE, widgets, Math.max(RUNS, 3));
    return { ...views, inpMs };
  } finally {
    await browser.close();
  }
}

function printBrowserFigures(figures: Awaited<ReturnType<typeof browserFigures>>): void {
  console.log(`\nFirst view as the browser saw it (DevTools throttling: Slow 4G, CPU 4x; median of ${Math.max(RUNS, 5)}, alternating with the floor):`);
  for (const line of firstViewTable(figures.floor, figures.pages)) console.log(line);
  console.log(`\nInteraction to next paint at 4x CPU (Event Timing, median of ${Math.max(RUNS, 3)}; goal ${INP_GOAL_MS} ms):`);
  for (const [widget, ms] of Object.entries(figures.inpMs)) console.log(`  ${widget}: ${ms} ms${ms <= INP_GOAL_MS ? '' : ', OVER the goal'}`);
}

async function main() {
  console.log(`Measuring ${BASE} (Lighthouse ${RUNS}x per page, alternating with the floor) …`);
  const bareApp = await startBare({ port: BARE_PORT, addFiles: copyBarePictures });
  let bareJsGzipBytes: number;
  let comparisons: Comparison[] = [];
  let firstView: ReturnType<typeof lighthouseAgainstFloor>;
  let browser: Awaited<ReturnType<typeof browserFigures>>;
  const pageUrls = Object.fromEntries(Object.entries(PAGES).map(([kind, pathname]) => [kind, BASE + pathname]));
  try {
    if (process.env.BENCH_ONLY === 'bare') {
      // Only the comparisons: a minute instead of ten, e.g. while working on a figure.
      for (const comparison of await compareWithBare(bareApp)) console.log(`${comparison.what}: ratio ${comparison.ratio}`);
      return;
    }
    if (process.env.BENCH_ONLY === 'browser') {
      // Only what the browser observed: first views against the floor, and the widgets' INP.
      printBrowserFigures(await browserFigures(`${bareApp.origin}/bilder`));
      return;
    }
    if (process.env.BENCH_ONLY === 'lighthouse') {
      // Only the first view against the floor, e.g. while working on it.
      const only = lighthouseAgainstFloor(`${bareApp.origin}/bilder`, pageUrls);
      for (const line of lighthouseTable(only.floor, only.pages)) console.log(line);
      return;
    }
    bareJsGzipBytes = await javascriptBytes(bareApp.origin, '/');
    console.log('First view, against the floor:');
    firstView = lighthouseAgainstFloor(`${bareApp.origin}/bilder`, pageUrls);
    console.log('As the browser observes it:');
    browser = await browserFigures(`${bareApp.origin}/bilder`);
    console.log('Against the bare app, alternating:');
    comparisons = await compareWithBare(bareApp);
  } finally {
    bareApp.stop();
  }
  writeFileSync('bench/baseline.json', `${JSON.stringify({ note: 'Written by `npm run bench`: the bare Next.js page of bench/bare, built and measured on this machine.', nextVersion: JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version, bareJsGzipBytes }, null, 2)}\n`);

  const pages: Record<string, LighthouseResult & { jsGzipBytes: number; jsAboveBare: number }> = {};
  for (const [kind, pathname] of Object.entries(PAGES)) {
    const jsGzipBytes = await javascriptBytes(BASE, pathname);
    const result = firstView.pages[kind];
    if (result) pages[kind] = { ...result, jsGzipBytes, jsAboveBare: jsGzipBytes - bareJsGzipBytes };
  }
  const cached = throughput(BASE + PAGES.article);
  const uncached = await uncachedRenders();
  const publish = await publishToLive();
  const scrape = await metricsScrapeMs();

  const results = { measuredAt: new Date().toISOString(), url: BASE, bareJsGzipBytes, floor: firstView.floor, pages, browser, cachedPage: cached, uncachedRender: uncached, publishToLive: publish, metricsScrapeMs: scrape, againstBare: comparisons };
  writeFileSync('bench/latest.json', `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\nFirst view (Lighthouse 12.8 mobile, median of ${RUNS}, alternating with the floor; JS of the bare text page: ${bareJsGzipBytes} bytes):`);
  for (const line of lighthouseTable(firstView.floor, pages)) console.log(line);
  printBrowserFigures(browser);
  console.log(`\ncached article: ${cached.requestsPerSecond} req/s (p99 ${cached.p99Ms} ms, ${cached.errors} errors)`);
  console.log(uncached ? `uncached render: p50 ${uncached.p50Ms} ms, p95 ${uncached.p95Ms} ms (${uncached.renders} renders)` : `uncached render: skipped (no ${DIST}/prerender-manifest.json)`);
  const promised = (ms: number) => `${ms} ms${ms < PUBLISH_PROMISE_MS ? '' : `, OVER the promised ${PUBLISH_PROMISE_MS} ms`}`;
  console.log(
    publish === null
      ? 'publish to live: skipped (no demo editor)'
      : `publish to live (median of 3): a change ${promised(publish.changeMs)}, a first publish ${promised(publish.firstMs)}, found by the search ${promised(publish.searchMs)}`,
  );
  console.log(scrape === null ? 'metrics scrape: skipped (/api/metrics not answered here)' : `metrics scrape: ${scrape} ms server time (median of 9; budget 10 ms${scrape < 10 ? '' : ', OVER BUDGET'})`);
  console.log(`\nAgainst the bare app (median of ${ROUNDS} alternating rounds):`);
  for (const comparison of comparisons) {
    console.log(`  ${comparison.what}: site ${comparison.site} ${comparison.unit}, bare ${comparison.bare} ${comparison.unit}, ratio ${comparison.ratio}`);
  }
  console.log('\nWritten to bench/latest.json and bench/baseline.json.');
}

await main();

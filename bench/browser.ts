/**
 * What the browser itself observes, under DevTools throttling as Lighthouse applies it for mobile
 * (Slow 4G: 562.5 ms request latency, 1.44 Mbit/s down, 0.59 up; CPU 4x slower; a 412 px phone):
 *
 * - a first view of each page kind against the floor (the bare Next.js page with four of our
 *   pictures), alternating, a fresh browser context each time: the largest contentful paint
 *   (PerformanceObserver), the blocking time (each long task's part over 50 ms, from the first
 *   contentful paint until the main thread has been quiet for QUIET_MS), and the scripts the page
 *   loaded without being touched (count, and their bytes gzip -9, as the page-weight e2e test
 *   counts them: DevTools reports 0 bytes for a chunk the runtime loads from its preload);
 * - interaction to next paint for each widget at 4x CPU (the browser's Event Timing: the longest
 *   interaction of the widget's use, from input to the next frame), after the page has loaded.
 */
import { gzipSync } from 'node:zlib';

import { type Browser, type BrowserContext, type CDPSession, type Page, chromium } from 'playwright';

export interface FirstView {
  lcpMs: number;
  blockingMs: number;
  scripts: number;
  scriptBytes: number;
}

const LATENCY_MS = 562.5;
const DOWNLOAD_BYTES_PER_S = (1.6 * 1024 * 1024 * 0.9) / 8;
const UPLOAD_BYTES_PER_S = (750 * 1024 * 0.9) / 8;
const CPU_SLOWDOWN = 4;
/** The main thread counts as done once it had no long task for this long (Lighthouse's TTI window is 5 s). */
const QUIET_MS = 5_000;
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  locale: 'de-AT',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** What OBSERVE records in the page, as `globalThis.__bench`. */
interface Seen {
  lcp: number;
  fcp: number;
  longTasks: { start: number; duration: number }[];
  interactions: Map<number, number>;
}

/** Records paints, long tasks and interactions from the page's very start. */
const OBSERVE = () => {
  const seen: Seen = { lcp: 0, fcp: 0, longTasks: [], interactions: new Map() };
  (globalThis as unknown as { __bench: Seen }).__bench = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    // interactionId is in Chromium's Event Timing, not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!entry.interactionId) continue;
      seen.interactions.set(entry.interactionId, Math.max(seen.interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
};

async function throttle(page: Page, network: boolean): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (network) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: DOWNLOAD_BYTES_PER_S, uploadThroughput: UPLOAD_BYTES_PER_S });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  return { context, page };
}

/** Waits until the page's main thread had no long task for QUIET_MS (at most 30 s after the load). */
async function untilQuiet(page: Page): Promise<void> {
  const started = Date.now();
  for (;;) {
    const quietMs = await page.evaluate(() => {
      const { longTasks } = (globalThis as unknown as { __bench: Seen }).__bench;
      return performance.now() - Math.max(0, ...longTasks.map((task) => task.start + task.duration));
    });
    if (quietMs >= QUIET_MS || Date.now() - started > 30_000) return;
    await page.waitForTimeout(500);
  }
}

const gzipped = new Map<string, number>();
async function gzipBytes(url: string): Promise<number> {
  let bytes = gzipped.get(url);
  if (bytes === undefined) {
    bytes = gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
    gzipped.set(url, bytes);
  }
  return bytes;
}

async function firstView(browser: Browser, url: string): Promise<FirstView> {
  const { context, page } = await newPage(browser);
  try {
    const cdp = await throttle(page, true);
    const scripts = new Set<string>();
    cdp.on('Network.responseReceived', (event: { type: string; response: { url: string } }) => {
      if (event.type === 'Script') scripts.add(event.response.url);
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await untilQuiet(page);
    const seen = await page.evaluate(() => {
      const bench = (globalThis as unknown as { __bench: Seen }).__bench;
      const blocking = bench.longTasks.filter((task) => task.start >= bench.fcp).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      return { lcp: bench.lcp, blocking };
    });
    let scriptBytes = 0;
    for (const url of scripts) scriptBytes += await gzipBytes(url);
    return { lcpMs: Math.round(seen.lcp), blockingMs: Math.round(seen.blocking), scripts: scripts.size, scriptBytes };
  } finally {
    await context.close();
  }
}

function medianView(views: FirstView[]): FirstView {
  return {
    lcpMs: median(views.map((view) => view.lcpMs)),
    blockingMs: median(views.map((view) => view.blockingMs)),
    scripts: median(views.map((view) => view.scripts)),
    scriptBytes: median(views.map((view) => view.scriptBytes)),
  };
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
}

/** Each page's first view and the floor's, alternating floor, page, floor, page …, medians of `runs`. */
export async function firstViewsAgainstFloor(browser: Browser, floorUrl: string, pages: Record<string, string>, runs: number): Promise<{ floor: FirstView; pages: Record<string, FirstView> }> {
  const floorRuns: FirstView[] = [];
  const pageRuns: Record<string, FirstView[]> = Object.fromEntries(Object.keys(pages).map((kind) => [kind, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const [kind, url] of Object.entries(pages)) {
      floorRuns.push(await firstView(browser, floorUrl));
      pageRuns[kind]?.push(await firstView(browser, url));
    }
  }
  return { floor: medianView(floorRuns), pages: Object.fromEntries(Object.entries(pageRuns).map(([kind, views]) => [kind, medianView(views)])) };
}

export function firstViewTable(floor: FirstView, pages: Record<string, FirstView>): string[] {
  const ratio = (value: number, of: number) => (of > 0 ? (value / of).toFixed(2) : '–');
  const row = (name: string, view: FirstView) =>
    `| ${name} | ${view.lcpMs} ms | ${ratio(view.lcpMs, floor.lcpMs)} | ${view.blockingMs} ms | ${ratio(view.blockingMs, floor.blockingMs)} | ${view.scripts} | ${(view.scriptBytes / 1000).toFixed(1)} kB | ${((view.scriptBytes - floor.scriptBytes) / 1000).toFixed(1)} kB |`;
  return [
    '| page | LCP | vs floor | blocking time | vs floor | scripts | their bytes | above floor |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    row('floor', floor),
    ...Object.entries(pages).map(([kind, view]) => row(kind, view)),
  ];
}

export interface Widget {
  name: string;
  path: string;
  /** What a visitor does with it; every interaction in it counts, the longest is the figure. */
  use: (page: Page) => Promise<void>;
}

/** The longest interaction (ms, input to next paint) of each widget's use at 4x CPU, median of `runs`. */
export async function interactions(browser: Browser, base: string, widgets: readonly Widget[], runs: number): Promise<Record<string, number>> {
  const results: Record<string, number[]> = {};
  for (let run = 0; run < runs; run += 1) {
    for (const widget of widgets) {
      const { context, page } = await newPage(browser);
      try {
        await page.goto(base + widget.path, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        await throttle(page, false);
        await untilQuiet(page);
        await widget.use(page);
        // Event Timing reports an interaction once its next frame is drawn.
        await page.waitForTimeout(1_000);
        const longest = await page.evaluate(() => Math.max(0, ...(globalThis as unknown as { __bench: Seen }).__bench.interactions.values()));
        (results[widget.name] ??= []).push(longest);
      } finally {
        await context.close();
      }
    }
  }
  return Object.fromEntries(Object.entries(results).map(([name, values]) => [name, median(values)]));
}

/** The widgets of issue 71, each used as a visitor would on a 412 px phone. */
export const WIDGETS: readonly Widget[] = [
  {
    name: 'consent for a video (play, then grant)',
    path: '/verkehr/winter-fahrtipps-video-10015',
    use: async (page) => {
      await page.getByRole('button', { name: 'Video abspielen' }).first().click();
      await page.getByRole('button', { name: 'Einwilligung erteilen' }).first().click();
    },
  },
  {
    name: 'consent banner: accept all',
    path: '/verkehr/winter-fahrtipps-video-10015',
    use: async (page) => {
      await page.getByRole('button', { name: 'Cookie-Einstellungen' }).last().click();
      await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    },
  },
  {
    name: 'job filter (a state)',
    path: '/karriere',
    use: async (page) => {
      // The keyboard's way: a trusted input, which Event Timing sees (selectOption is a script's).
      await page.getByRole('combobox').first().focus();
      await page.keyboard.press('ArrowDown');
    },
  },
  {
    name: 'carousel: next slide',
    path: '/reisen/urlaub-mit-dem-auto',
    use: async (page) => {
      // As a visitor comes to it: scrolled to, its code fetched as it neared the viewport, then used.
      const next = page.getByRole('button', { name: 'Nächste Folie' }).first();
      await next.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await untilQuiet(page);
      await next.click();
    },
  },
  {
    name: 'FAQ: open an answer',
    path: '/reisen/urlaub-mit-dem-auto',
    use: async (page) => {
      await page.getByText('Was tun bei einer Panne im Ausland?').click();
    },
  },
  {
    name: 'header menu: open',
    path: '/verkehr',
    use: async (page) => {
      await page.getByText('Menü', { exact: true }).click();
    },
  },
  {
    name: 'header search box: typing',
    path: '/verkehr',
    use: async (page) => {
      await page.getByText('Menü', { exact: true }).click();
      await page.getByRole('searchbox').filter({ visible: true }).first().pressSequentially('Reifen', { delay: 100 });
    },
  },
  {
    name: 'search page box: typing',
    path: '/suche?q=Reifen',
    use: async (page) => {
      const box = page.getByRole('main').getByRole('searchbox');
      await box.fill('');
      await box.pressSequentially('Winterreifen', { delay: 100 });
    },
  },
];

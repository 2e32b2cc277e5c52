import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import type { APIRequestContext, Page, Response } from '@playwright/test';

import { SitemapArticlesDocument, SitemapChannelsDocument, SitemapJobsDocument } from '../../src/gql/graphql';
import { postSiteOperation, signIn } from './cms';
import { DEMO, expect, expectNoAxeViolations, alone, RUNS_ALONE, test } from './fixtures';

/**
 * What a public site needs before it faces the internet: search engines find every published
 * page and no draft, every response carries the security headers, bad input costs neither a
 * 5xx nor the disk, and pages stay light.
 */

const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;

/** An article with no interactive block: only the site's own frame ships JavaScript. */
const PLAIN_ARTICLE = '/verkehr/glatteis-richtig-bremsen-10007';

async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => (JSON.parse(text) as { '@graph': Record<string, unknown>[] })['@graph']);
}

/** What a visitor may ask the CMS for: the sitemap's own queries. */
async function publishedPaths(request: APIRequestContext): Promise<string[]> {
  const variables = { page: 1 };
  const answers = await Promise.all([SitemapChannelsDocument, SitemapArticlesDocument, SitemapJobsDocument].map((document) => postSiteOperation(request, document, variables)));
  type Answer = { data: { Channels?: List; Articles?: List; JobPostings?: List } };
  type List = { docs: { path: string | null }[] };
  const lists = await Promise.all(answers.map(async (answer) => ((await answer.json()) as Answer).data));
  return lists.flatMap((data) => [data.Channels, data.Articles, data.JobPostings]).flatMap((list) => list?.docs ?? []).flatMap((doc) => (doc.path ? [doc.path] : []));
}

test.describe('search engines', () => {
  test('robots.txt keeps crawlers out of the CMS, the API, the catalogue and the login pages, and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api', 'Disallow: /test', 'Disallow: /login-nuxt']));
    expect(lines.find((line) => line.startsWith('Sitemap: '))).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);
  });

  test('the sitemap lists every published page with its canonical URL and last change, and no draft', async ({ request, playwright, baseURL }) => {
    // The editor's own session: signing in keeps a cookie, and `request` must stay a visitor.
    const editor = await playwright.request.newContext({ baseURL });
    const token = await signIn(editor);
    const channel = ((await (await request.get('/api/channels?where[slug][equals]=verkehr&depth=0')).json()) as { docs: { id: number }[] }).docs[0];
    const draft = await editor.post('/api/articles?draft=true', {
      headers: { Authorization: `JWT ${token}` },
      data: { title: 'Entwurf für die Sitemap', slug: 'entwurf-sitemap', channel: channel?.id, _status: 'draft' },
    });
    expect(draft.ok()).toBe(true);
    const draftPath = ((await draft.json()) as { doc: { path: string } }).doc.path;

    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(new Set(locations)).toEqual(new Set(await publishedPaths(request)));
    expect(locations).toEqual(expect.arrayContaining(['/', '/verkehr', DEMO.article.path, PLAIN_ARTICLE, '/karriere/reiseberater-innsbruck-10105']));
    expect(locations).not.toContain(draftPath);
    expect(xml).toMatch(/<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/);
  });

  test('an article describes itself, its author, dates, picture, publisher and breadcrumbs', async ({ page }) => {
    await page.goto(PLAIN_ARTICLE);
    const [article, breadcrumbs] = await structuredData(page);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: await page.getByRole('heading', { level: 1 }).textContent(),
      mainEntityOfPage: canonical,
      author: [{ '@type': 'Person', name: expect.any(String) }],
      publisher: { '@type': 'Organization', name: 'Mobilclub', logo: { '@type': 'ImageObject' } },
    });
    for (const key of ['datePublished', 'dateModified'] as const) expect(Number.isNaN(Date.parse(String(article?.[key])))).toBe(false);
    const images = article?.image as string[];
    // Absolute on the site's address (PUBLIC_SITE_URL), which is not the test server's.
    for (const image of images) expect((await page.request.get(new URL(image).pathname + new URL(image).search)).status()).toBe(200);
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Startseite' },
        { position: 2, name: 'Verkehr' },
        { position: 3, item: canonical },
      ],
    });
  });

  test('home describes the club and the site with its search, a channel where it sits', async ({ page }) => {
    await page.goto('/');
    expect(await structuredData(page)).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'Mobilclub' }),
      expect.objectContaining({
        '@type': 'WebSite',
        potentialAction: expect.objectContaining({ '@type': 'SearchAction', 'query-input': 'required name=search_term_string' }),
      }),
    ]);
    await page.goto('/verkehr');
    expect(await structuredData(page)).toEqual([
      expect.objectContaining({ '@type': 'BreadcrumbList', itemListElement: [expect.objectContaining({ name: 'Startseite' }), expect.objectContaining({ name: 'Verkehr' })] }),
    ]);
  });

  test('the video article describes each of its videos as a VideoObject', async ({ page }) => {
    await page.goto(DEMO.videoArticle);
    const videos = (await structuredData(page)).filter((thing) => thing['@type'] === 'VideoObject');
    // The playlist of this site (several videos), the Mux video, YouTube and Vimeo.
    expect(videos.length).toBeGreaterThanOrEqual(4);
    for (const video of videos) {
      expect(video).toMatchObject({ name: expect.any(String), description: expect.any(String), thumbnailUrl: [expect.stringMatching(/^https?:\/\//)] });
      expect(Number.isNaN(Date.parse(String(video.uploadDate)))).toBe(false);
      expect(video.contentUrl ?? video.embedUrl).toMatch(/^https?:\/\//);
    }
    const ownFile = videos.find((video) => String(video.contentUrl).includes('/api/videos/file/'));
    expect(ownFile).toMatchObject({ duration: expect.stringMatching(/^PT(\d+H)?(\d+M)?(\d+S)?$/) });
    // The file is this site's: its address answers with the video.
    const file = new URL(String(ownFile?.contentUrl));
    expect((await page.request.get(file.pathname + file.search, { headers: { Range: 'bytes=0-1' } })).status()).toBeLessThan(300);
    expect(videos.map((video) => video.embedUrl)).toEqual(expect.arrayContaining([expect.stringContaining('youtube-nocookie.com/embed/'), expect.stringContaining('player.vimeo.com/video/')]));
  });

  test('every page kind names the site and its locale to link previews', async ({ request }) => {
    for (const path of ['/', '/verkehr', PLAIN_ARTICLE, DEMO.videoArticle, '/karriere', '/karriere/reiseberater-innsbruck-10105', '/gibt-es-nicht']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<meta property="og:site_name" content="Mobilclub"/>');
      expect(html, path).toContain('<meta property="og:locale" content="de_AT"/>');
    }
  });
});

test.describe('headers', () => {
  const samples = async (request: APIRequestContext) => {
    const html = await (await request.get(PLAIN_ARTICLE)).text();
    const media = /\/api\/media\/file\/[^"\s]+\?v=[a-z0-9]+/.exec(html)?.[0];
    expect(media).toBeDefined();
    return { page: PLAIN_ARTICLE, media: (media ?? '').replaceAll('&amp;', '&'), api: '/api/articles?limit=1', graphql: '/api/graphql' };
  };

  test('pages, media and the API carry the security headers, and nothing says what runs the site', async ({ request }) => {
    for (const [kind, path] of Object.entries(await samples(request))) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, kind).toContain("object-src 'none'");
      expect(csp, kind).toContain("base-uri 'self'");
      expect(csp, kind).toContain("form-action 'self'");
      expect(csp, kind).toContain("frame-ancestors 'self'");
      expect(csp, kind).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options'], kind).toBe('nosniff');
      expect(headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], kind).toContain('camera=()');
      expect(headers['x-powered-by'], kind).toBeUndefined();
      expect(headers['strict-transport-security'], kind).toBeUndefined();
    }
  });

  test('HSTS is sent only where the site is reached over https', async ({ request }) => {
    const headers = (await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers();
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  test('the colour-scheme client hints stay with the admin', async ({ request }) => {
    const page = (await request.get('/')).headers();
    expect(page['critical-ch']).toBeUndefined();
    expect(page['accept-ch']).toBeUndefined();
    expect(page.vary).not.toContain('Sec-CH-Prefers-Color-Scheme');
    const admin = (await request.get('/admin/login')).headers();
    expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
  });

  test('pages may be kept by a shared cache for seconds and served stale while it refreshes', async ({ request }) => {
    const headers = (await request.get('/verkehr')).headers();
    expect(headers['cache-control']).toBe('public, s-maxage=2, stale-while-revalidate=60, stale-if-error=86400');
    expect(headers.etag).toBeDefined();
    const again = await request.get('/verkehr', { headers: { 'If-None-Match': headers.etag ?? '' } });
    expect(again.status()).toBe(304);
  });

  test('media are immutable under their versioned URL and answer conditional requests', async ({ request }) => {
    const { media } = await samples(request);
    const first = await request.get(media);
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers().etag ?? '';
    expect(etag).not.toBe('');
    expect((await request.get(media, { headers: { 'If-None-Match': etag } })).status()).toBe(304);
    const lastModified = first.headers()['last-modified'] ?? '';
    expect((await request.get(media, { headers: { 'If-Modified-Since': lastModified } })).status()).toBe(304);
    // Without its version a URL may point at another file tomorrow: always revalidated.
    expect((await request.get(media.replace(/\?v=[a-z0-9]+/, ''))).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});

/** A GET with the path exactly as given: URL parsers would repair a broken escape. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${ORIGIN}/`, { path, headers: { Accept: 'text/html' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

test.describe('bad input', () => {
  for (const path of ['/%', '/%zz', '/test%', '/reisen/%e4%']) {
    test(`${path} is a bad request with a German page, not a server error`, async () => {
      const { status, body } = await rawGet(path);
      expect(status).toBe(400);
      expect(body).toContain('Ungültige Adresse');
      expect(body).toContain('Hier geht es zur Startseite');
    });
  }

  test('the bad-request page is accessible', async ({ page }) => {
    const response = await page.goto('/%zz');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: '400' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Hier geht es zur Startseite' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a page number that is no number, escaped or not, is a 404', async () => {
    for (const path of ['/reisen?page=%zz', '/reisen?page=%25', '/reisen?page=zwei']) {
      const { status, body } = await rawGet(path);
      expect(status, path).toBe(404);
      expect(body, path).toContain('Hier geht es zur Startseite');
    }
  });

  // Unknown paths render at about 15 a second on this machine, so 10,000 take over ten minutes:
  // the suite sends 500 and holds them to their share of the allowance, 2.5 MB, which the plain
  // file cache (about 55 kB a path) would exceed tenfold. DISK_TEST_PATHS=10000 runs them all.
  alone(() => {
    test('random unknown paths leave the disk alone: 10,000 may grow it by at most 50 MB', RUNS_ALONE, async () => {
      const count = Number(process.env.DISK_TEST_PATHS ?? 500);
      test.setTimeout(60_000 + count * 150);
      const folders = ['.next', `.data/e2e`];
      const diskUsage = () => folders.reduce((sum, folder) => sum + Number(execFileSync('du', ['-sb', folder], { encoding: 'utf8' }).split('\t')[0]), 0);
      const before = diskUsage();
      const random = () => Math.random().toString(36).slice(2, 10);
      const shapes = [
        () => `/reisen/zufall-${random()}`,
        () => `/${random()}/${random()}-${1_000_000 + Math.floor(Math.random() * 8_999_999)}`,
        () => `/Zufall_${random()}`,
        // Far past the channel's last page: the suite publishes into it meanwhile.
        () => `/verkehr?page=${1_000 + Math.floor(Math.random() * 100_000)}`,
      ];
      let next = 0;
      const statuses = new Map<number, number>();
      const answered: string[] = [];
      const worker = async () => {
        while (next < count) {
          next += 1;
          const shape = shapes[next % shapes.length] ?? shapes[0];
          const path = shape?.() ?? '/';
          const response = await fetch(`${ORIGIN}${path}`);
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status !== 404) answered.push(`${path}: ${response.status}`);
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      // Background work of the last requests (cache writes) settles: the disk is measured once it holds still.
      let last = Number.NaN;
      await expect
        .poll(
          () => {
            const now = diskUsage();
            const still = now === last;
            last = now;
            return still;
          },
          { timeout: 15_000, intervals: [250] },
        )
        .toBe(true);
      const grown = last - before;
      test.info().annotations.push({ type: 'disk', description: `${count} unknown paths grew the disk by ${(grown / 1e6).toFixed(2)} MB` });
      expect(answered, 'paths not answered 404').toEqual([]);
      expect([...statuses.keys()]).toEqual([404]);
      expect(grown).toBeLessThanOrEqual((50_000_000 * count) / 10_000);
    });
  });
});

test.describe('page weight', () => {
  test('no web font and no stylesheet is fetched, the 404 picture is not fetched, and the favicon exists', async ({ page, request }) => {
    const requested: { path: string; type: string }[] = [];
    page.on('request', (entry) => requested.push({ path: new URL(entry.url()).pathname, type: entry.resourceType() }));
    await page.goto(PLAIN_ARTICLE);
    await page.waitForLoadState('networkidle');
    // The page's styles come with its HTML (nothing to wait for before the first frame), in the system's font.
    expect(requested.filter(({ type }) => type === 'font' || type === 'stylesheet')).toEqual([]);
    await expect(page.locator('head style')).not.toHaveCount(0);
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(/^system-ui/);
    expect(requested.map(({ path }) => path)).not.toContain('/images/404.svg');
    expect((await request.get('/favicon.ico')).status()).toBe(200);
  });

  test('the first picture is asked for in the head, ahead of every script', async ({ request }) => {
    for (const path of ['/', PLAIN_ARTICLE]) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const picture = head.search(/<link rel="preload" as="image" type="image\/webp" fetchPriority="high" imageSrcSet="[^"]*\.webp/);
      expect(picture, path).toBeGreaterThan(-1);
      expect(picture, path).toBeLessThan(head.indexOf('<script'));
    }
  });

  test('each page kind sets its text in at most eight sizes and weights, and the site itself in two weights', async ({ page }) => {
    // Each size and weight on a page is a font set up before its first layout (README "Performance").
    await page.setViewportSize({ width: 412, height: 823 });
    for (const path of ['/', '/verkehr', PLAIN_ARTICLE, '/karriere']) {
      await page.goto(path);
      const styles = await page.locator('body').evaluate((body) => {
        const seen = new Set<string>();
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          if (!element || !node.textContent?.trim() || element.getClientRects().length === 0) continue;
          const style = getComputedStyle(element);
          seen.add(`${style.fontSize} ${style.fontWeight}`);
        }
        return [...seen].sort();
      });
      expect(styles.length, `${path}: ${styles.join(', ')}`).toBeLessThanOrEqual(8);
      expect(new Set(styles.map((style) => style.split(' ')[1])), path).toEqual(new Set(['400', '700']));
    }
  });

  /**
   * The scripts a visitor's browser fetches on a first visit until the network is idle, against
   * the bare Next.js page (bench/baseline.json: its 5 scripts, measured by `npm run bench`). Every
   * page kind's goal is at most 8 scripts and 30 kB (gzip) above it; a page with a video adds the
   * player's one script (docs/performance.md, "Scripts"); a carousel's and the job-alert form's
   * load only as the visitor nears them.
   */
  const SCRIPT_BUDGETS: { path: string; scripts: number; aboveBare: number }[] = [
    { path: '/', scripts: 8, aboveBare: 30_000 },
    { path: '/verkehr', scripts: 8, aboveBare: 30_000 },
    { path: PLAIN_ARTICLE, scripts: 8, aboveBare: 30_000 },
    { path: '/suche?q=Reifen', scripts: 8, aboveBare: 30_000 },
    { path: '/karriere', scripts: 8, aboveBare: 30_000 },
    { path: '/verkehr/winter-fahrtipps-video-10015', scripts: 9, aboveBare: 30_000 },
    { path: '/reisen/urlaub-mit-dem-auto', scripts: 8, aboveBare: 30_000 },
  ];

  test('each page kind loads at most its scripts and bytes of JavaScript above a bare Next.js page', async ({ browser, request, baseURL }) => {
    const { bareJsGzipBytes } = JSON.parse(readFileSync('bench/baseline.json', 'utf8')) as { bareJsGzipBytes: number };
    for (const budget of SCRIPT_BUDGETS) {
      // A first visit each: nothing cached, no service worker yet.
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response: Response) => {
        if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
      });
      await page.goto(budget.path);
      await page.waitForLoadState('networkidle');
      await context.close();
      let total = 0;
      for (const script of scripts) total += gzipSync(await (await request.get(script)).body(), { level: 9 }).length;
      test.info().annotations.push({ type: 'javascript', description: `${budget.path}: ${scripts.size} scripts, ${total} bytes gzip, ${total - bareJsGzipBytes} above the bare page` });
      expect(scripts.size, `${budget.path}: ${[...scripts].join(', ')}`).toBeLessThanOrEqual(budget.scripts);
      expect(total - bareJsGzipBytes, budget.path).toBeLessThanOrEqual(budget.aboveBare);
    }
  });
});

test.describe('a database blip', () => {
  // The e2e server's database (tests/e2e/server.sh) and build.
  const DATABASE = path.resolve('.data/e2e/cms.db');
  const DIST = process.env.NEXT_DIST_DIR ?? '.next';

  /** Holds the SQLite file locked, as another process would (a backup, a migration): nobody reads. */
  async function lockDatabase(): Promise<{ release: () => Promise<void> }> {
    const { createClient } = await import('@libsql/client');
    const locker = createClient({ url: `file:${DATABASE}` });
    await locker.execute('BEGIN EXCLUSIVE');
    return {
      release: async () => {
        await locker.execute('ROLLBACK');
        locker.close();
      },
    };
  }

  alone(() => {
    test('never unpublishes a page: cached pages stay, renders answer 503 with Retry-After, nothing is cached from it, editors are told', RUNS_ALONE, async ({ request, page }) => {
      const cached = '/reisen/camping';
      const rendered = '/verkehr/nebel-richtig-fahren-10011';
      const { preview } = JSON.parse(readFileSync(path.join(DIST, 'prerender-manifest.json'), 'utf8')) as { preview: { previewModeId: string } };
      expect((await request.get(cached)).status()).toBe(200);
      expect((await request.get(rendered)).status()).toBe(200);
      const login = await request.post('/api/users/login', { data: DEMO.editor });
      const { token } = (await login.json()) as { token: string };
      const channels = await request.get('/api/channels?where[slug][equals]=camping&depth=0', { headers: { Authorization: `JWT ${token}` } });
      const camping = ((await channels.json()) as { docs: { id: number; title: string }[] }).docs[0];
      if (!camping) throw new Error('seed changed: no channel camping');

      const lock = await lockDatabase();
      try {
        // A page in the page cache is served as it is.
        const fromCache = await request.get(cached);
        expect(fromCache.status()).toBe(200);
        expect(await fromCache.text()).toContain('Camping');
        // A page that must be rendered now (as after a publish: Next's revalidation) cannot read
        // the CMS: 503, to be asked again, never "not found", and for no cache to keep.
        const during = await request.get(rendered, { headers: { 'x-prerender-revalidate': preview.previewModeId } });
        expect(during.status()).toBe(503);
        expect(during.headers()['retry-after']).toBe('10');
        expect(during.headers()['cache-control']).toBe('no-store');
        // The screen says what the status says, not 500.
        await page.setExtraHTTPHeaders({ 'x-prerender-revalidate': preview.previewModeId });
        expect((await page.goto(rendered))?.status()).toBe(503);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('503');
        await expect(page.getByText('Dienst vorübergehend nicht verfügbar')).toBeVisible();
        await expect(page.getByText('Leider ist ein Fehler aufgetreten.')).toBeVisible();
        // An editor who publishes meanwhile is told what happened, not "keine Berechtigung".
        const publish = await request.patch(`/api/channels/${camping.id}`, {
          headers: { Authorization: `JWT ${token}` },
          data: { title: 'Camping während der Sperre', _status: 'published' },
        });
        expect(publish.status()).toBe(503);
        expect(publish.headers()['retry-after']).toBe('10');
        expect(((await publish.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
          'Die Datenbank ist gerade nicht erreichbar (gesperrt oder ausgefallen). Es wurde nichts gespeichert. Bitte versuchen Sie es in einigen Sekunden noch einmal.',
        );
      } finally {
        await lock.release();
      }

      // Nothing of the failure stayed: the page is there as before.
      const after = await request.get(rendered);
      expect(after.status()).toBe(200);
      expect(await after.text()).toContain('Nebel');
      expect(after.headers()['cache-control']).toMatch(/^public, s-maxage=/);
      const unchanged = await request.get(`/api/channels/${camping.id}?depth=0`, { headers: { Authorization: `JWT ${token}` } });
      expect(((await unchanged.json()) as { title: string }).title).toBe(camping.title);
    });
  });
});

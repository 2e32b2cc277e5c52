import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { signIn } from './cms';
import { createArticle, createChannel } from './content';
import { expect, alone, RUNS_ALONE, test } from './fixtures';
import { stopProcess } from './processes';

/**
 * The site behind a standard HTTP cache that honours its headers: Debian's nginx with
 * proxy_cache (`npm run setup:system` installs it), configured as any CDN would be, with nothing
 * specific to this site. A publish must show through it within 5 seconds while the origin
 * sees only a trickle of (mostly conditional) requests.
 */

const ORIGIN_PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://127.0.0.1:${ORIGIN_PORT}`;
const EDGE_PORT = ORIGIN_PORT + 80;
const EDGE = `http://127.0.0.1:${EDGE_PORT}`;
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

let dir = '';
let nginx: ChildProcess | undefined;

function config(prefix: string): string {
  return `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
${process.getuid?.() === 0 ? 'user www-data;' : ''}
events { worker_connections 256; }
http {
  log_format edge '$request_uri $status $upstream_cache_status $upstream_status';
  access_log ${prefix}/access.log edge;
  # Refreshes in the background are subrequests: logged too, to count what reaches the origin.
  log_subrequest on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=edge:10m max_size=200m inactive=10m use_temp_path=off;
  server {
    listen 127.0.0.1:${EDGE_PORT};
    location / {
      proxy_pass ${ORIGIN};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_cache edge;
      # What a CDN does: revalidate with the validators it has, refresh in the background,
      # one request per object to the origin at a time.
      proxy_cache_revalidate on;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

async function waitForEdge(): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(`${EDGE}/robots.txt`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not start; see ${dir}/error.log`);
}

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'edge-cache-'));
  for (const sub of ['cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(dir, sub));
  // nginx's workers run as www-data: everything they write must be theirs to write.
  for (const entry of ['', 'cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await chmod(path.join(dir, entry), 0o777);
  await writeFile(path.join(dir, 'nginx.conf'), config(dir));
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  nginx.on('error', (error) => {
    throw new Error(`cannot start nginx (${NGINX}): ${error.message}; npm run setup:system installs it`);
  });
  await waitForEdge();
});

test.afterAll(async () => {
  // Its graceful stop, before its folder goes.
  await stopProcess(nginx, 'SIGQUIT');
  await rm(dir, { recursive: true, force: true });
});

async function edgeGet(pathname: string) {
  const response = await fetch(`${EDGE}${pathname}`);
  return { status: response.status, cache: response.headers.get('x-cache-status'), body: await response.text() };
}

/** The origin requests nginx made for a path since the log was read last. */
async function originRequests(pathname: string, since: number): Promise<{ count: number; notModified: number; lines: number }> {
  const lines = (await readFile(path.join(dir, 'access.log'), 'utf8')).trim().split('\n');
  const fresh = lines.slice(since).filter((line) => line.startsWith(`${pathname} `));
  const upstream = fresh.filter((line) => !line.endsWith(' -'));
  return { count: upstream.length, notModified: upstream.filter((line) => line.endsWith(' 304')).length, lines: lines.length };
}

test.describe('behind an HTTP cache', () => {
  alone(() => {
    test('pages are served from the cache, and a publish shows through it within 5 seconds', RUNS_ALONE, async ({ request }) => {
      const token = await signIn(request);
      const channel = await createChannel(request, { title: 'Brückenzoll', token });
      const article = await createArticle(request, { channel: channel.id, title: 'Brückenzoll am Pass', token });
      // A page visited before, like every page a cache in front sees: rendered once and kept by the
      // origin, so that the edge's conditional requests find the same version (304).
      for (let visit = 0; visit < 2; visit += 1) await (await fetch(`${ORIGIN}${article.path}`)).text();
      // Warm the edge: the second request is its own.
      await edgeGet(article.path);
      expect((await edgeGet(article.path)).cache).toMatch(/HIT|UPDATING|REVALIDATED|STALE/);

      const logStart = (await originRequests(article.path, 0)).lines;

      // Visitors keep coming, 10 a second, before and after the publish.
      let visits = 0;
      let stop = false;
      const visitors = (async () => {
        while (!stop) {
          await edgeGet(article.path);
          visits += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      // For 3 s at least, and until the edge has revalidated its copy with the origin once and was
      // told it is current (a 304). The article's creation expires its page a second time 1.5 s
      // later (hooks/revalidate.ts), so the edge's first revalidation may fetch a fresh render.
      const visitorsSince = Date.now();
      await expect.poll(async () => (await originRequests(article.path, logStart)).notModified, { timeout: 15_000, intervals: [250] }).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 3000 - (Date.now() - visitorsSince))));

      const title = 'Brückenzoll am Pass: neu geregelt';
      const published = Date.now();
      const publish = await request.patch(`/api/articles/${article.id}`, {
        headers: { Authorization: `JWT ${token}` },
        data: { title, _status: 'published' },
      });
      expect(publish.ok()).toBe(true);

      let seenAfter = Number.POSITIVE_INFINITY;
      while (Date.now() - published < 10_000) {
        if ((await edgeGet(article.path)).body.includes(title)) {
          seenAfter = Date.now() - published;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 2000));
      stop = true;
      await visitors;

      expect(seenAfter, 'milliseconds from publish to the page through the cache').toBeLessThanOrEqual(5000);
      // The origin saw a trickle: at most one request per 2 seconds of cache lifetime, give or
      // take the publish, for many more visits (10 a second; more when the edge took long to revalidate).
      const origin = await originRequests(article.path, logStart);
      // 10 a second for 5 s at least (3 before, 2 after the change showed), each visit taking its
      // own time too: about 45 when the change shows at once.
      expect(visits).toBeGreaterThanOrEqual(40);
      expect(origin.count, `${visits} visits`).toBeLessThanOrEqual(Math.max(10, Math.ceil(visits / 15)));
    });
  });

  test('a draft never shows through the cache', async ({ request }) => {
    const token = await signIn(request);
    const channel = await createChannel(request, { title: 'Brückenzoll', token });
    const article = await createArticle(request, { channel: channel.id, title: 'Brückenzoll am Pass', token });
    const draft = 'Entwurf: Brückenzoll noch nicht freigegeben';
    const save = await request.patch(`/api/articles/${article.id}?draft=true`, {
      headers: { Authorization: `JWT ${token}` },
      data: { title: draft, _status: 'draft' },
    });
    expect(save.ok()).toBe(true);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const { status, body } = await edgeGet(article.path);
      expect(status).toBe(200);
      expect(body).not.toContain(draft);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
});

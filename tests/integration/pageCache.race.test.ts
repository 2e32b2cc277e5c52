import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type RedisClientType, createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MemoryEntries, OUTDATED_HEADER, type PageCache, RedisEntries, RedisExpiries, createPageCache } from '@/cache/pageCache.mjs';
import { CircuitBreaker } from '@/cache/serviceGuard.mjs';

import { type Service, startRedis } from '../../deploy/cluster/services';

/**
 * The shared page cache against a real Redis, as two instances of a cluster use it: renders,
 * publishes (the CMS commits, then expires the page's tag) and visitors interleaved.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'mobilclub-page-cache-'));
let redis: Service | undefined;
const clients: RedisClientType[] = [];

async function connect(url: string): Promise<RedisClientType> {
  const client: RedisClientType = createClient({ url });
  await client.connect();
  clients.push(client);
  return client;
}

type Handler = PageCache;
let url = '';

beforeAll(async () => {
  const started = await startRedis(52_000 + Math.floor(Math.random() * 4_000), path.join(dir, 'redis.log'));
  redis = started.service;
  url = started.url;
}, 60_000);

afterAll(async () => {
  for (const client of clients) client.destroy();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const HOUR_S = 3600;

/** What Next hands the cache handler for a rendered page of `version`. */
function renderedPage(tag: string, version: number) {
  return {
    kind: 'APP_PAGE',
    html: `version ${version}`,
    headers: { 'x-next-cache-tags': tag } as Record<string, string>,
    status: 200,
    postponed: undefined,
    rscData: Buffer.from(`rsc ${version}`),
    segmentData: new Map([['/_index', Buffer.from(`segment ${version}`)]]),
  };
}

type Page = ReturnType<typeof renderedPage>;
const htmlOf = (entry: { value: unknown } | null) => (entry?.value as Page | undefined)?.html ?? null;
const pageContext = { kind: 'APP_PAGE' };
const setContext = { cacheControl: { revalidate: HOUR_S } };

/** An instance's page cache on `client`, as src/cache/pageCache.mjs opens it with REDIS_URL. */
function pageCacheOn(client: RedisClientType, prefix: string, { breaker = new CircuitBreaker(`redis-${prefix}-${Math.random()}`), timeoutMs = 1_000 } = {}): Handler {
  const redis = <T>(command: (redisClient: RedisClientType) => Promise<T>) => breaker.run(() => command(client), timeoutMs);
  return createPageCache({ shared: new RedisEntries(redis, prefix), local: new MemoryEntries(10_000_000), expiries: new RedisExpiries(redis, `${prefix}__revalidated_tags__`, () => Date.now()) });
}

/** Two instances of the cluster: a connection and a handler each. */
async function instances(make: (client: RedisClientType) => Handler): Promise<[Handler, Handler]> {
  return [make(await connect(url)), make(await connect(url))];
}

const publishSafe = (prefix: string) => (client: RedisClientType) => pageCacheOn(client, prefix);

/** A render: asks for the page, reads the content if it must render, writes what it made. */
async function render(handler: Handler, key: string, tag: string, content: { version: number }, readDelayMs: number, writeDelayMs: number) {
  const cached = await handler.get(key, pageContext);
  if (cached) return { version: Number(htmlOf(cached)?.split(' ')[1]), rendered: null };
  await sleep(readDelayMs);
  const page = renderedPage(tag, content.version);
  await sleep(writeDelayMs);
  await handler.set(key, page, setContext);
  return { version: content.version, rendered: page };
}

describe('the shared page cache and a publish during renders', () => {
  it('never serves a page rendered before a publish once the publish has expired it, on either instance, over 150 interleavings', async () => {
    const [a, b] = await instances(publishSafe('race:'));
    const failures: string[] = [];
    for (let round = 0; round < 150; round += 1) {
      const key = `/verkehr/artikel-${round}`;
      const tag = `path:${key}`;
      const content = { version: 0 };
      const random = (ms: number) => Math.floor(Math.random() * ms);
      let expiredAt = Number.POSITIVE_INFINITY;
      const renders = Array.from({ length: 5 }, async () => {
        await sleep(random(12));
        const started = Date.now();
        const result = await render(Math.random() < 0.5 ? a : b, key, tag, content, random(8), random(8));
        return { ...result, started, finished: Date.now() };
      });
      const publish = (async () => {
        await sleep(random(12));
        content.version = 1;
        await sleep(random(3));
        await (Math.random() < 0.5 ? a : b).revalidateTag(tag);
        expiredAt = Date.now();
      })();
      const answers = await Promise.all(renders);
      await publish;
      for (const handler of [a, b]) {
        const html = htmlOf(await handler.get(key, pageContext));
        if (html !== null && html !== 'version 1') failures.push(`round ${round}: ${handler === a ? 'A' : 'B'} serves ${html} after the publish`);
      }
      // An answer rendered from the old content but finished after the expiry must say so, or a
      // cache in front keeps it.
      for (const answer of answers) {
        if (answer.rendered && answer.version === 0 && answer.finished > expiredAt && answer.rendered.headers[OUTDATED_HEADER] !== '1') {
          failures.push(`round ${round}: an old render finished after the expiry without ${OUTDATED_HEADER}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('keeps pages rendered after the publish, and answers from them', async () => {
    const [a, b] = await instances(publishSafe('fresh:'));
    const key = '/reisen/ein-artikel';
    const tag = `path:${key}`;
    await b.revalidateTag(tag);
    await sleep(2);
    const content = { version: 2 };
    expect((await render(a, key, tag, content, 0, 0)).rendered?.headers[OUTDATED_HEADER]).toBeUndefined();
    const shared = await b.get(key, pageContext);
    expect(htmlOf(shared)).toBe('version 2');
    // What Redis keeps as JSON comes back as Next wrote it: the RSC payload and segments as bytes.
    expect(shared?.value).toMatchObject({ rscData: Buffer.from('rsc 2'), segmentData: new Map([['/_index', Buffer.from('segment 2')]]) });
  });
});

describe('the page cache when Redis hangs', () => {
  it('keeps an expiry that Redis did not take, serves nothing it expired meanwhile, and writes it once Redis answers', async () => {
    const breaker = new CircuitBreaker('redis-unwritten-test', { failures: 1, openMs: 300 });
    const [a, b] = [pageCacheOn(await connect(url), 'unwritten:', { breaker, timeoutMs: 200 }), pageCacheOn(await connect(url), 'unwritten:', { timeoutMs: 200 })];
    const key = '/unwritten';
    const tag = 'path:/unwritten';
    await a.set(key, renderedPage(tag, 1), setContext);
    expect(htmlOf(await b.get(key, pageContext)), 'B reads what A wrote').toBe('version 1');
    await sleep(2);
    const pid = redis?.process?.pid as number;
    process.kill(pid, 'SIGSTOP');
    try {
      // The editor publishes through A while Redis hangs: the expiry does not reach Redis.
      await expect(a.revalidateTag(tag)).rejects.toThrow();
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    await sleep(350);
    // A knows and writes it with its next read; B then sees it too.
    expect(await a.get(key, pageContext)).toBeNull();
    expect(await b.get(key, pageContext)).toBeNull();
  }, 30_000);

  it('answers a miss within its deadline, stops asking once the circuit opens, and recovers by itself when Redis answers again', async () => {
    const breaker = new CircuitBreaker('redis-hang-test', { failures: 3, openMs: 500 });
    const client = await connect(url);
    const handler = pageCacheOn(client, 'hang:', { breaker, timeoutMs: 200 });
    const key = '/hang';
    await handler.set(key, renderedPage('path:/hang', 1), setContext);
    expect(htmlOf(await handler.get(key, pageContext))).toBe('version 1');

    const pid = redis?.process?.pid;
    expect(pid, 'the Redis server’s own process').toBeDefined();
    process.kill(pid as number, 'SIGSTOP');
    try {
      const times: number[] = [];
      for (let call = 0; call < 6; call += 1) {
        const started = performance.now();
        expect(await handler.get(key, pageContext), 'a miss: the page is rendered').toBeNull();
        times.push(performance.now() - started);
      }
      // Three waits of the deadline, then refused at once.
      for (const time of times.slice(0, 3)) expect(time).toBeLessThan(400);
      for (const time of times.slice(3)) expect(time).toBeLessThan(20);
      expect(breaker.state).toBe('open');
    } finally {
      process.kill(pid as number, 'SIGCONT');
    }
    await sleep(600);
    expect(htmlOf(await handler.get(key, pageContext))).toBe('version 1');
    expect(breaker.state).toBe('closed');
  }, 30_000);
});

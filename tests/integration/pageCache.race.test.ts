import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { type RedisClientType, createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import createPublishSafeHandler, { OUTDATED_HEADER } from '@/cache/publishSafeHandler.mjs';
import { CircuitBreaker, guardRedisClient } from '@/cache/serviceGuard.mjs';

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

type Handler = ReturnType<typeof createPublishSafeHandler>;
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

/** What fortedigital's CacheHandler hands its handlers for a rendered page of `version`. */
function renderedPage(tag: string, version: number) {
  const now = Date.now();
  const lastModifiedAt = Math.floor(now / 1000);
  return {
    lastModified: now,
    lifespan: { lastModifiedAt, staleAt: lastModifiedAt + HOUR_S, expireAt: lastModifiedAt + 2 * HOUR_S, staleAge: HOUR_S, expireAge: 2 * HOUR_S, revalidate: HOUR_S },
    tags: [tag],
    value: { kind: 'APP_PAGE', html: `version ${version}`, headers: { 'x-next-cache-tags': tag } as Record<string, string>, status: 200, postponed: undefined, rscData: undefined, segmentData: undefined },
  };
}

type Page = ReturnType<typeof renderedPage>;
const htmlOf = (entry: unknown) => (entry as Page | null)?.value.html ?? null;

/** Two instances of the cluster: a connection and a handler each. */
async function instances(make: (client: RedisClientType) => Handler): Promise<[Handler, Handler]> {
  return [make(await connect(url)), make(await connect(url))];
}

const publishSafe = (prefix: string) => (client: RedisClientType) => createPublishSafeHandler({ client, keyPrefix: prefix, timeoutMs: 1_000 });
const libraryHandler = (prefix: string) => (client: RedisClientType) => createRedisHandler({ client, keyPrefix: prefix, timeoutMs: 1_000 }) as unknown as Handler;

/** A render: asks for the page, reads the content if it must render, writes what it made. */
async function render(handler: Handler, key: string, tag: string, content: { version: number }, readDelayMs: number, writeDelayMs: number) {
  const cached = await handler.get(key, { implicitTags: [] });
  if (cached) return { version: Number(htmlOf(cached)?.split(' ')[1]), rendered: null };
  await sleep(readDelayMs);
  const page = renderedPage(tag, content.version);
  await sleep(writeDelayMs);
  await handler.set(key, page as never, {} as never);
  return { version: content.version, rendered: page };
}

describe('the shared page cache and a publish during renders', () => {
  it('the library’s own handler keeps a page rendered before the publish as new (why the page cache has its own)', async () => {
    const [a, b] = await instances(libraryHandler('race-library:'));
    const content = { version: 0 };
    const key = '/verkehr/ein-artikel';
    const tag = 'path:/verkehr/ein-artikel';
    // A visitor on A: nothing cached, A renders and reads version 0.
    expect(await a.get(key, { implicitTags: [] })).toBeNull();
    const readByA = renderedPage(tag, content.version);
    // The editor publishes through B: committed, then the page's tag expired.
    content.version = 1;
    await b.revalidateTag(tag);
    // A's render finishes after the expiry and writes what it read.
    await a.set(key, readByA as never, {} as never);
    expect(htmlOf(await b.get(key, { implicitTags: [] }))).toBe('version 0');
  });

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
        const html = htmlOf(await handler.get(key, { implicitTags: [] }));
        if (html !== null && html !== 'version 1') failures.push(`round ${round}: ${handler === a ? 'A' : 'B'} serves ${html} after the publish`);
      }
      // An answer rendered from the old content but finished after the expiry must say so, or a
      // cache in front keeps it.
      for (const answer of answers) {
        if (answer.rendered && answer.version === 0 && answer.finished > expiredAt && answer.rendered.value.headers[OUTDATED_HEADER] !== '1') {
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
    expect((await render(a, key, tag, content, 0, 0)).rendered?.value.headers[OUTDATED_HEADER]).toBeUndefined();
    expect(htmlOf(await b.get(key, { implicitTags: [] }))).toBe('version 2');
  });
});

describe('the page cache when Redis hangs', () => {
  it('keeps an expiry that Redis did not take, serves nothing it expired meanwhile, and writes it once Redis answers', async () => {
    const breaker = new CircuitBreaker('redis-unwritten-test', { failures: 1, openMs: 300 });
    const [a, b] = [
      createPublishSafeHandler({ client: guardRedisClient(await connect(url), breaker, 200), keyPrefix: 'unwritten:', timeoutMs: 200 }),
      createPublishSafeHandler({ client: await connect(url), keyPrefix: 'unwritten:', timeoutMs: 200 }),
    ];
    const key = '/unwritten';
    const tag = 'path:/unwritten';
    await a.set(key, renderedPage(tag, 1) as never, {} as never);
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
    expect(await a.get(key, { implicitTags: [] })).toBeNull();
    expect(await b.get(key, { implicitTags: [] })).toBeNull();
  }, 30_000);

  it('answers within its deadline, stops asking once the circuit opens, and recovers by itself when Redis answers again', async () => {
    const breaker = new CircuitBreaker('redis-hang-test', { failures: 3, openMs: 500 });
    const client = await connect(url);
    const handler = createPublishSafeHandler({ client: guardRedisClient(client, breaker, 200), keyPrefix: 'hang:', timeoutMs: 200 });
    const key = '/hang';
    await handler.set(key, renderedPage('path:/hang', 1) as never, {} as never);
    expect(htmlOf(await handler.get(key, { implicitTags: [] }))).toBe('version 1');

    const pid = redis?.process?.pid;
    expect(pid, 'the Redis server’s own process').toBeDefined();
    process.kill(pid as number, 'SIGSTOP');
    try {
      const times: number[] = [];
      for (let call = 0; call < 6; call += 1) {
        const started = performance.now();
        await expect(handler.get(key, { implicitTags: [] })).rejects.toThrow();
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
    expect(htmlOf(await handler.get(key, { implicitTags: [] }))).toBe('version 1');
    expect(breaker.state).toBe('closed');
  }, 30_000);
});

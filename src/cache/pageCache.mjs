// The site's page cache, on Next's public `cacheHandler` contract (next.config.ts): rendered pages,
// route answers (sitemaps) and CMS reads kept for renders (`unstable_cache`), with their tags.
//
// - One instance: everything in this process's memory, bounded in bytes (Next's
//   `cacheMaxMemorySize`), least recently used first out. Nothing on disk: a crawler asking for
//   random paths cannot fill it, and a start against a fresh or restored database reads anew.
// - A cluster (REDIS_URL): pages and route answers in Redis, shared by every instance; a tag is
//   expired once, in Redis, and every instance's next read sees it. 404s and other non-200 pages,
//   and CMS reads, stay in each process's memory (bounded), checked against the shared expiries.
//
// A publish is never lost to a render that was under way:
// - an entry is stamped with the time its render began (when this process asked for the key and
//   found nothing usable), not the time it was written: whatever expired its tags after that is
//   newer than the entry, so `get` drops it, on every instance;
// - a render whose tags were expired while it ran is not written at all, and its answer says so
//   (OUTDATED_HEADER), so that a cache in front does not keep it either (deploy/varnish/site.vcl);
// - an expiry that Redis did not take (down, or hung past the deadline) is kept in this process,
//   which meanwhile treats entries with those tags as expired, and written at its next chance.
//
// Every Redis command has a deadline and goes through the circuit breaker of `redis`
// (src/cache/serviceGuard.mjs): a Redis that hangs costs a render, never a hung request.
//
// Plain JavaScript: Next imports this file at runtime. Its state is the process's (one object on
// globalThis), however often Next constructs the handler and however the module is loaded.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { createClient } from '@redis/client';

import { breakerFor } from './serviceGuard.mjs';

/** On an answer rendered from content that changed while it rendered: not to be cached anywhere. */
export const OUTDATED_HEADER = 'x-club-outdated';

/**
 * A render asks for its key before it starts; one that is still under way after this long has
 * failed (a render's reads have deadlines of seconds), and its start is forgotten.
 */
export const LONGEST_RENDER_MS = 120_000;

/**
 * How long an entry is kept at most, and an expiry remembered: entries are checked against the
 * expiries on every read, so the records must outlive every entry they may concern. A page that
 * is a week old is simply rendered again.
 */
export const LONGEST_ENTRY_MS = 7 * 24 * 3600 * 1000;

/**
 * How long a Redis command may take (a Redis nearby answers in well under a millisecond). Past it
 * a read is a miss (the page is rendered) and a write is dropped; after three in a row the circuit
 * opens and Redis is skipped at once, tried again every five seconds.
 */
export const PAGE_CACHE_TIMEOUT_MS = 300;

/**
 * The memory one instance keeps pages in (next.config.ts hands it to Next as `cacheMaxMemorySize`,
 * and Next to the handler): a few hundred kB a page with its RSC payload, so several hundred
 * pages. Also what a queued job opening the cache first (before any request) uses.
 */
export const PAGE_CACHE_MEMORY_BYTES = 256 * 1024 * 1024;
const PRUNE_EVERY_MS = 3600 * 1000;

/** Keys of one build apart from another's: a new release must not be served the old HTML. */
export function keyPrefix(buildId) {
  return `club:${buildId || 'dev'}:`;
}

/**
 * When the renders of `key` under way in this process began. A set takes the earliest of them as
 * its entry's time and forgets the latest: renders of one key end in any order, and each entry is
 * then stamped no later than its own render began.
 */
export class RenderStarts {
  constructor(now = () => Date.now()) {
    this.now = now;
    this.byKey = new Map();
  }

  began(key) {
    const now = this.now();
    const starts = (this.byKey.get(key) ?? []).filter((start) => now - start < LONGEST_RENDER_MS);
    starts.push(now);
    this.byKey.set(key, starts);
  }

  /** The time to stamp a finished render of `key` with. */
  finished(key) {
    const now = this.now();
    const starts = (this.byKey.get(key) ?? []).filter((start) => now - start < LONGEST_RENDER_MS);
    if (starts.length === 0) {
      this.byKey.delete(key);
      return now;
    }
    const earliest = Math.min(...starts);
    starts.splice(starts.indexOf(Math.max(...starts)), 1);
    if (starts.length === 0) this.byKey.delete(key);
    else this.byKey.set(key, starts);
    return earliest;
  }
}

/**
 * Marks a page Next is about to send from `value` (it sends it from this same object once the
 * cache handler's `set` has returned; canary: src/platform/outdatedRender.canary.test.ts).
 */
export function markOutdated(value) {
  if (value?.kind === 'APP_PAGE' && value.headers) value.headers[OUTDATED_HEADER] = '1';
}

/** The tags an entry is expired by: a page's or route answer's from its header, a read's from its context. */
function tagsOf(value, ctx) {
  if (value?.kind === 'APP_PAGE' || value?.kind === 'APP_ROUTE') {
    const header = value.headers?.['x-next-cache-tags'];
    return typeof header === 'string' ? header.split(',') : Array.isArray(header) ? header : [];
  }
  return Array.isArray(ctx?.tags) ? ctx.tags : [];
}

/** About how many bytes an entry holds in memory. */
function sizeOf(value) {
  let bytes = 512;
  if (!value) return bytes;
  if (typeof value.html === 'string') bytes += value.html.length;
  if (value.rscData) bytes += value.rscData.length;
  if (value.body) bytes += value.body.length;
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) bytes += segment.length;
  if (value.kind === 'FETCH') bytes += value.data?.body?.length ?? 0;
  return bytes;
}

/** Entries in this process, bounded in bytes; reading one makes it the most recent. */
export class MemoryEntries {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
  }

  get(key) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key, entry) {
    this.delete(key);
    const size = sizeOf(entry.value);
    if (size > this.maxBytes) return;
    this.entries.set(key, { ...entry, size });
    this.bytes += size;
    for (const [oldest, { size: oldSize }] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= oldSize;
    }
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

/** Redis keeps JSON: Buffers (a page's RSC payload and segments, a route's body) and Maps tagged. */
function encode(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw] };
    return value;
  });
}

function decode(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

/** Entries in Redis under `prefix`, each kept at most LONGEST_ENTRY_MS. */
export class RedisEntries {
  constructor(redis, prefix) {
    this.redis = redis;
    this.prefix = prefix;
  }

  async get(key) {
    const text = await this.redis((client) => client.get(this.prefix + key));
    return typeof text === 'string' ? decode(text) : null;
  }

  async set(key, entry, lifetimeMs) {
    await this.redis((client) => client.set(this.prefix + key, encode(entry), { PX: Math.max(1, Math.min(lifetimeMs, LONGEST_ENTRY_MS)) }));
  }

  async delete(key) {
    await this.redis((client) => client.del(this.prefix + key));
  }
}

/** When each tag was last expired, in this process. */
export class MemoryExpiries {
  constructor(now) {
    this.now = now;
    this.times = new Map();
    this.prunedAt = now();
  }

  async latest(tags) {
    let latest = -Infinity;
    for (const tag of tags) latest = Math.max(latest, this.times.get(tag) ?? -Infinity);
    return latest;
  }

  async record(tags, time) {
    for (const tag of tags) this.times.set(tag, Math.max(time, this.times.get(tag) ?? 0));
    if (time - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = time;
    for (const [tag, expired] of this.times) if (time - expired > LONGEST_ENTRY_MS) this.times.delete(tag);
  }
}

/**
 * When each tag was last expired, shared in a Redis hash. An expiry Redis did not take is kept
 * here (and counts) until it is written, at the next command.
 */
export class RedisExpiries {
  constructor(redis, key, now) {
    this.redis = redis;
    this.key = key;
    this.now = now;
    this.unwritten = new Map();
    this.prunedAt = 0;
  }

  async writeUnwritten() {
    if (this.unwritten.size === 0) return;
    const pending = Object.fromEntries([...this.unwritten].map(([tag, time]) => [tag, String(time)]));
    await this.redis((client) => client.hSet(this.key, pending));
    for (const [tag, time] of Object.entries(pending)) if (String(this.unwritten.get(tag)) === time) this.unwritten.delete(tag);
  }

  /** The latest expiry of any of `tags`, here or in Redis; throws when Redis cannot say. */
  async latest(tags) {
    let latest = -Infinity;
    for (const tag of tags) latest = Math.max(latest, this.unwritten.get(tag) ?? -Infinity);
    if (tags.length === 0) return latest;
    await this.writeUnwritten();
    const times = await this.redis((client) => client.hmGet(this.key, tags));
    for (const value of times) if (value !== null && value !== undefined) latest = Math.max(latest, Number(value));
    return latest;
  }

  async record(tags, time) {
    for (const tag of tags) this.unwritten.set(tag, Math.max(time, this.unwritten.get(tag) ?? 0));
    await this.writeUnwritten();
    await this.prune(time).catch(() => {});
  }

  async prune(time) {
    if (time - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = time;
    const records = await this.redis((client) => client.hGetAll(this.key));
    const old = Object.entries(records)
      .filter(([, expired]) => time - Number(expired) > LONGEST_ENTRY_MS)
      .map(([tag]) => tag);
    if (old.length > 0) await this.redis((client) => client.hDel(this.key, old));
  }
}

/** Whether an entry is one every instance should share: a page (status 200) or a route's answer. */
function shareable(value) {
  return (value?.kind === 'APP_PAGE' && (value.status === undefined || value.status === 200)) || value?.kind === 'APP_ROUTE';
}

/** How long an entry is fresh (ms) by what Next said when it was written, or forever. */
function freshFor(entry) {
  const revalidate = entry.cacheControl?.revalidate ?? entry.value?.revalidate;
  return typeof revalidate === 'number' ? revalidate * 1000 : Infinity;
}

/**
 * The page cache's logic over its stores: `shared` (pages, route answers) and `local` (the rest),
 * `expiries` (tag -> when it was last expired). `now` for tests.
 */
export function createPageCache({ shared, local, expiries, now = () => Date.now() }) {
  const starts = new RenderStarts(now);
  const storeFor = (value) => (shareable(value) ? shared : local);

  async function usable(entry, ctx) {
    if (!entry || now() - entry.lastModified > LONGEST_ENTRY_MS) return false;
    const tags = [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
    return (await expiries.latest(tags)) <= entry.lastModified;
  }

  /** This process's entry first (a read, a 404), then the shared one (a page). */
  async function read(key, ctx) {
    const here = local.get(key);
    if (await usable(here, ctx)) return here;
    if (ctx?.kind === 'FETCH' || shared === local) return null;
    const there = await shared.get(key);
    return (await usable(there, ctx)) ? there : null;
  }

  return {
    async get(key, ctx) {
      let entry = null;
      try {
        entry = await read(key, ctx);
      } catch {
        // A store or the expiries that cannot answer: a miss, the page is rendered.
      }
      // Next renders now (nothing usable) or in the background (past its fresh time).
      if (!entry || now() - entry.lastModified >= freshFor(entry)) starts.began(key);
      return entry ? { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl } : null;
    },

    async set(key, value, ctx) {
      // One millisecond earlier: an expiry in the very millisecond the render began is newer.
      const lastModified = starts.finished(key) - 1;
      if (!value) return;
      const tags = tagsOf(value, ctx);
      let expiredMeanwhile;
      try {
        expiredMeanwhile = (await expiries.latest(tags)) > lastModified;
      } catch {
        // Whether it is outdated cannot be told: not kept, and not to be kept in front either.
        expiredMeanwhile = true;
      }
      if (expiredMeanwhile) {
        markOutdated(value);
        return;
      }
      const entry = { lastModified, tags, value, cacheControl: ctx?.cacheControl };
      const expire = ctx?.cacheControl?.expire;
      const store = storeFor(value);
      // A 404 that is a page now: the shared page answers from here on.
      if (store !== local) local.delete(key);
      try {
        await store.set(key, entry, typeof expire === 'number' ? expire * 1000 : LONGEST_ENTRY_MS);
      } catch {
        // Redis away or too slow: this render is answered, not kept.
      }
    },

    // Next's second argument (how long an expired entry may still be served) is not told apart:
    // every expiry is at once, as the site asks for it (`{ expire: 0 }`, src/cms/hooks/revalidate.ts).
    async revalidateTag(tags) {
      const list = typeof tags === 'string' ? [tags] : [...tags];
      if (list.length > 0) await expiries.record(list, now());
    },
  };
}

/** A Redis command through the breaker, within PAGE_CACHE_TIMEOUT_MS. */
function redisCommands(client, breaker, timeoutMs) {
  return (command) => breaker.run(() => command(client), timeoutMs);
}

/** The build's id, from the build's output (where Next says; a job asking first: the default `.next`). */
async function buildIdOf(serverDistDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server')) {
  return (await readFile(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').catch(() => '')).trim() || undefined;
}

/** The process's page cache, from what Next hands the handler's constructor. */
async function openPageCache(options) {
  const maxBytes = typeof options?.maxMemoryCacheSize === 'number' && options.maxMemoryCacheSize > 0 ? options.maxMemoryCacheSize : PAGE_CACHE_MEMORY_BYTES;
  const local = new MemoryEntries(maxBytes);
  const now = () => Date.now();
  const redisUrl = process.env.REDIS_URL;
  // Not while building: prerendering keeps only the build's own files.
  if (!redisUrl || process.env.NEXT_PHASE === 'phase-production-build') {
    return createPageCache({ shared: local, local, expiries: new MemoryExpiries(now) });
  }
  const client = createClient({ url: redisUrl, pingInterval: 10_000 });
  client.on('error', (error) => console.error('Redis (page cache):', error.message));
  try {
    await client.connect();
  } catch (error) {
    // The site stays up, but this instance's cache is its own until it restarts: say so.
    console.error(`Page cache: Redis at ${redisUrl} unreachable (${error.message}); caching in this process only.`);
    return createPageCache({ shared: local, local, expiries: new MemoryExpiries(now) });
  }
  const prefix = keyPrefix(await buildIdOf(options?.serverDistDir));
  const redis = redisCommands(client, breakerFor('redis'), PAGE_CACHE_TIMEOUT_MS);
  return createPageCache({ shared: new RedisEntries(redis, prefix), local, expiries: new RedisExpiries(redis, `${prefix}__revalidated_tags__`, now) });
}

const PROCESS_CACHE = Symbol.for('mobilclub.pageCache');

/**
 * The page cache of this process, opened the first time: Next's handler and a queued job (which
 * expires tags outside a request, src/cms/hooks/revalidate.ts) use the same one.
 */
export function processPageCache(options) {
  globalThis[PROCESS_CACHE] ??= openPageCache(options);
  return globalThis[PROCESS_CACHE];
}

/** Next's cacheHandler: constructed per request, answering from the process's page cache. */
export default class PageCacheHandler {
  constructor(options) {
    this.cache = processPageCache(options);
  }

  async get(key, ctx) {
    return (await this.cache).get(key, ctx);
  }

  async set(key, value, ctx) {
    return (await this.cache).set(key, value, ctx);
  }

  async revalidateTag(tags) {
    return (await this.cache).revalidateTag(tags);
  }

  resetRequestCache() {}
}

import type { RedisClientType } from '@redis/client';

export const OUTDATED_HEADER: string;
export const LONGEST_RENDER_MS: number;
export const LONGEST_ENTRY_MS: number;
export const PAGE_CACHE_TIMEOUT_MS: number;
export const PAGE_CACHE_MEMORY_BYTES: number;

export function keyPrefix(buildId: string | undefined): string;
export function markOutdated(value: unknown): void;

export class RenderStarts {
  constructor(now?: () => number);
  began(key: string): void;
  finished(key: string): number;
}

/** What the page cache keeps per key. */
export interface PageCacheEntry {
  lastModified: number;
  tags: string[];
  value: unknown;
  cacheControl?: { revalidate?: number | false; expire?: number };
}

/** Where entries live: this process's memory or Redis. */
export interface EntryStore {
  get(key: string): PageCacheEntry | null | Promise<PageCacheEntry | null>;
  set(key: string, entry: PageCacheEntry, lifetimeMs: number): void | Promise<void>;
  delete(key: string): void | Promise<void>;
}

/** When each tag was last expired. */
export interface ExpiryRecords {
  latest(tags: string[]): Promise<number>;
  record(tags: string[], time: number): Promise<void>;
}

/** A Redis command, within the page cache's deadline and through its breaker. */
export type RedisCommands = <T>(command: (client: RedisClientType) => Promise<T>) => Promise<T>;

export class MemoryEntries implements EntryStore {
  constructor(maxBytes: number);
  readonly bytes: number;
  get(key: string): PageCacheEntry | null;
  set(key: string, entry: PageCacheEntry): void;
  delete(key: string): void;
}

export class RedisEntries implements EntryStore {
  constructor(redis: RedisCommands, prefix: string);
  get(key: string): Promise<PageCacheEntry | null>;
  set(key: string, entry: PageCacheEntry, lifetimeMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export class MemoryExpiries implements ExpiryRecords {
  constructor(now: () => number);
  latest(tags: string[]): Promise<number>;
  record(tags: string[], time: number): Promise<void>;
}

export class RedisExpiries implements ExpiryRecords {
  constructor(redis: RedisCommands, key: string, now: () => number);
  latest(tags: string[]): Promise<number>;
  record(tags: string[], time: number): Promise<void>;
}

/** What Next's cacheHandler contract asks for, as this cache answers it. */
export interface PageCache {
  get(key: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<{ lastModified: number; value: unknown; cacheControl?: PageCacheEntry['cacheControl'] } | null>;
  set(key: string, value: unknown, ctx?: { tags?: string[]; cacheControl?: PageCacheEntry['cacheControl'] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
}

export function createPageCache(stores: { shared: EntryStore; local: MemoryEntries; expiries: ExpiryRecords; now?: () => number }): PageCache;

/** The process's page cache (opened by Next's first handler, or by the server at start). */
export function processPageCache(options?: { maxMemoryCacheSize?: number; serverDistDir?: string }): Promise<PageCache>;

export default class PageCacheHandler implements PageCache {
  constructor(options?: { maxMemoryCacheSize?: number; serverDistDir?: string });
  get: PageCache['get'];
  set: PageCache['set'];
  revalidateTag: PageCache['revalidateTag'];
  resetRequestCache(): void;
}

import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';

/** Next's file-system page cache, with 404s kept in memory only (pageCacheHandler.mjs). */
export class FilePageCacheHandler extends FileSystemCache {}

/** The file cache above, or with REDIS_URL the cache shared through Redis (src/cache/sharedPageCache.mjs). */
export default class PageCacheHandler extends FileSystemCache {}

import type { CacheHandler } from '@fortedigital/nextjs-cache-handler';

export function keyPrefix(buildId: string | undefined): string;
export default function sharedPageCache(redisUrl: string): typeof CacheHandler;

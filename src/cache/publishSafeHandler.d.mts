import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';

export { OUTDATED_HEADER, RenderStarts } from './renderStarts.mjs';

export default function createPublishSafeHandler(options: {
  client: unknown;
  keyPrefix: string;
  timeoutMs: number;
  now?: () => number;
}): Handler;

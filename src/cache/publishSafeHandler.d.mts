import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';

export const OUTDATED_HEADER: string;

export class RenderStarts {
  constructor(now?: () => number);
  began(key: string): void;
  finished(key: string): number;
}

export default function createPublishSafeHandler(options: {
  client: unknown;
  keyPrefix: string;
  timeoutMs: number;
  now?: () => number;
}): Handler;

export const OUTDATED_HEADER: string;
export const LONGEST_RENDER_MS: number;

export class RenderStarts {
  constructor(now?: () => number);
  began(key: string): void;
  finished(key: string): number;
}

export function markOutdated(value: unknown): void;

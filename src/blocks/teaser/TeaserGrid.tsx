import type { ReactNode } from 'react';

/** Consecutive teasers form one grid, as editors expect when they place several in a row. */
export function TeaserGrid({ children }: { children: ReactNode }) {
  return <div className="my-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

import type { ReactNode } from 'react';

/** The reading width and spacing of pages that are not built from blocks (404, catalogue, loading). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-page px-4 py-10 md:px-6">{children}</div>;
}

import type { ReactNode } from 'react';

/** The frame of the career portal's link pages (and their error and invalid-link screens). */
export function LinkPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="px-4 py-12 md:py-20">
      <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line md:p-10">
        <p className="text-sm font-bold tracking-wide text-accent uppercase">Karriere · Job-Alarm</p>
        <h1 className="mt-2 text-3xl leading-tight font-bold text-darkgrey">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

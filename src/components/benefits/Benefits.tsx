import type { ReactNode } from 'react';

export interface Benefit {
  id: string;
  title: string;
  content: ReactNode;
}

/** Benefits (spec 4): each opens and closes on click, natively and without JavaScript. */
export function Benefits({ items, label }: { items: Benefit[]; label?: string }) {
  return (
    <ul className="space-y-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <details className="group rounded-lg border border-line bg-white">
            <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3 font-bold text-darkgrey hover:bg-surface [&::-webkit-details-marker]:hidden">
              <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-success" aria-hidden="true">
                <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
              <span className="flex-1">{item.title}</span>
              <svg viewBox="0 0 24 24" className="size-5 shrink-0 text-accent transition-transform group-open:rotate-180" aria-hidden="true">
                <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </summary>
            <div className="px-4 pb-4 pl-12 text-base text-darkgrey">{item.content}</div>
          </details>
        </li>
      ))}
    </ul>
  );
}

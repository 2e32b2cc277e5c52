import { RichText } from '@/components/rich-text/RichText';

import type { FaqProps } from './schema';

/**
 * Questions open and close with the native disclosure element: keyboard-operable, announced
 * as expandable by screen readers, and working without any JavaScript.
 */
export function Faq({ id, title, items }: FaqProps) {
  const headingId = id ? `faq-${id}` : undefined;
  return (
    <section className="block-prose my-10" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className="mb-4 text-2xl font-bold text-darkgrey">
          {title}
        </h2>
      ) : null}
      <div className="divide-y divide-line rounded-lg border border-line bg-white">
        {items.map((item) => (
          <details key={item.id} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-base font-bold text-darkgrey hover:bg-surface [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5 shrink-0 text-accent transition-transform group-open:rotate-180"
              >
                <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </summary>
            <div className="px-5 pb-5">
              <RichText data={item.answer} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

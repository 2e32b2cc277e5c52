'use client';

import { type ReactNode, useState } from 'react';

/** The only part of an alert that needs the browser: closing it. */
export function AlertCloseButton({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="relative">
      {children}
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="absolute top-2 right-2 rounded-md p-1.5 text-darkgrey hover:bg-black/5"
        aria-label="Hinweis schließen"
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';

function closeMenu(menu: HTMLDetailsElement | null, focusButton: boolean) {
  if (!menu?.open) return;
  menu.open = false;
  if (focusButton) menu.querySelector('summary')?.focus();
}

/**
 * The header's menu below 768 px. A <details>, so it opens without JavaScript; this adds what a
 * menu does: Escape closes it (focus back on its button), and so does leaving it (focus moving
 * outside, a press elsewhere on the page, following one of its links: the header stays on the
 * page across navigations, and the open menu with it).
 */
export function HeaderMenu({ className, children }: { className: string; children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  // A press on the page takes no focus where there is nothing to focus: the menu closes all the same.
  useEffect(() => {
    if (!open) return;
    const pressed = (event: PointerEvent) => {
      if (event.target instanceof Node && !menu.current?.contains(event.target)) closeMenu(menu.current, false);
    };
    document.addEventListener('pointerdown', pressed);
    return () => document.removeEventListener('pointerdown', pressed);
  }, [open]);

  return (
    <details
      ref={menu}
      className={className}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !event.currentTarget.open) return;
        event.preventDefault();
        closeMenu(event.currentTarget, true);
      }}
      onBlur={(event) => {
        // No related target: focus went nowhere (a press on text, the window left), not elsewhere.
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) closeMenu(event.currentTarget, false);
      }}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a[href]')) closeMenu(event.currentTarget, false);
      }}
    >
      {children}
    </details>
  );
}

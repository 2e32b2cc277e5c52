'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

import { type FieldTarget, VISUAL_MESSAGE, type VisualMessage, editHash, fromOwnOrigin, readVisualMessage } from '@/lib/preview/visual';

import { takeEarlyClick } from './earlyClicks';
import { blockElement, blockPath, boxAround, elementsShowing, fieldAt, withoutMarks } from './visualTargets';

type Box = { top: number; left: number; width: number; height: number };
type Outline = { box: Box; label: string | null };

/** Inside the admin's live preview (a frame of this site's /admin) rather than a tab of its own. */
function insideAdmin(): boolean {
  return window.parent !== window;
}

/** What the editor pointed at: a field if one text is meant, else the block's row. */
function pickedAt(element: Element): FieldTarget | null {
  const link = element.closest<HTMLElement>('[data-visual-edit]');
  if (link?.dataset.visualEdit) return { path: link.dataset.visualEdit };
  const field = fieldAt(element);
  if (field) return field.target;
  const block = blockElement(element);
  return block ? { path: blockPath(block) } : null;
}

/** The admin's edit view of this page, as the blocks' links have it (without their hash). */
function adminHref(): string | null {
  const href = document.querySelector('a[data-visual-edit]')?.getAttribute('href');
  return href ? href.split('#')[0]! : null;
}

function labelOf(element: Element): string | null {
  return blockElement(element)?.dataset.visualLabel ?? null;
}

/**
 * Visual mode in a preview (loaded only there). In the admin's live preview: hovering a block
 * outlines it with its name; a click picks the field of the text clicked (or the block) and the
 * form beside focuses it; the form's focus is outlined here in turn. In a preview of its own:
 * Alt-click opens the admin on the field; each block's "Bearbeiten" link opens its row. Text
 * copied from the page leaves the marks behind.
 */
export function VisualMode() {
  const [hovered, setHovered] = useState<Outline | null>(null);
  const [shown, setShown] = useState<Outline | null>(null);

  useEffect(() => {
    const framed = insideAdmin();
    const origin = window.location.origin;
    const tellAdmin = (target: FieldTarget) => {
      const message: VisualMessage = { type: VISUAL_MESSAGE, action: 'edit', ...target };
      window.parent.postMessage(message, origin);
    };

    const onPointerOver = (event: PointerEvent) => {
      const block = event.target instanceof Element ? blockElement(event.target) : null;
      const box = block ? boxAround([block]) : null;
      setHovered(block && box ? { box, label: block.dataset.visualLabel ?? null } : null);
    };
    /** Acts on a click on `element`; true when it picked a field (the page's own reaction is then cancelled). */
    const pick = (element: Element, altKey: boolean): boolean => {
      if (!framed && !altKey) return false;
      const target = pickedAt(element);
      if (!target) return false;
      if (framed) {
        tellAdmin(target);
        const box = boxAround(elementsShowing(target));
        if (box) setShown({ box, label: labelOf(element) });
        return true;
      }
      const href = adminHref();
      // A document load, not a client navigation: the admin is another app with a layout of its own.
      if (href) window.location.href = new URL(`${href}${editHash(target)}`, window.location.href).href;
      return true;
    };
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !pick(event.target, event.altKey)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const onMessage = (event: MessageEvent) => {
      if (!fromOwnOrigin(event, origin) || event.source !== window.parent) return;
      const message = readVisualMessage(event.data);
      if (message?.action !== 'show') return;
      const elements = elementsShowing(message);
      const [first] = elements;
      if (!first) return;
      first.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = boxAround(elements);
      setShown(box ? { box, label: labelOf(first) } : null);
    };

    const onCopy = (event: ClipboardEvent) => {
      const selected = window.getSelection()?.toString() ?? '';
      const clean = withoutMarks(selected);
      if (clean === selected || !event.clipboardData) return;
      event.clipboardData.setData('text/plain', clean);
      event.preventDefault();
    };

    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('copy', onCopy);
    // Capture: the editor's click picks a field before a link or a toggle of the page acts on it.
    document.addEventListener('click', onClick, true);
    if (framed) window.addEventListener('message', onMessage);
    // A click made before this code had loaded (kept by the page's inline script): acted on now.
    const early = takeEarlyClick();
    if (early) pick(early.target, early.altKey);
    return () => {
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('message', onMessage);
    };
  }, []);

  // On the page itself: the banner this renders in is sticky, and would carry the boxes along.
  if (!hovered && !shown) return null;
  return createPortal(
    <>
      {hovered ? <OutlineBox outline={hovered} tone="hover" /> : null}
      {shown ? <OutlineBox outline={shown} tone="shown" /> : null}
    </>,
    document.body,
  );
}

function OutlineBox({ outline: { box, label }, tone }: { outline: Outline; tone: 'hover' | 'shown' }) {
  const colour = tone === 'shown' ? 'border-accent' : 'border-info';
  return (
    <div
      aria-hidden="true"
      data-visual-outline={tone}
      className={`pointer-events-none absolute z-30 rounded-sm border-2 ${tone === 'shown' ? 'border-solid' : 'border-dashed'} ${colour}`}
      style={{ top: box.top - 4, left: box.left - 4, width: box.width + 8, height: box.height + 8 }}
    >
      {label && tone === 'hover' ? <span className="absolute -top-7 left-0 whitespace-nowrap rounded-sm bg-info px-2 py-0.5 text-sm font-bold text-white">{label}</span> : null}
    </div>
  );
}

'use client';

import { type ReactNode, useEffect } from 'react';

import { type FieldTarget, VISUAL_MESSAGE, type VisualMessage, fromOwnOrigin, readEditHash, readVisualMessage } from '@/lib/preview/visual';
import { COLLAPSED_TOGGLE, LIVE_PREVIEW_FRAME, ROW_CONTENT, fieldIdOf, pathOfElement, richTextSelectorOf, rowIdOf } from '@/platform/payloadFieldDom';

/**
 * Visual mode, the admin's side (a provider around every admin view): a field the editor picks in
 * the live preview, or names in a deep link from a preview (`#feld=blocks.3`), is opened, scrolled
 * to and focused; the field the editor is in is shown in the live preview. Messages count only
 * from this site's own origin, which serves the preview (src/lib/preview/visual.ts).
 */
export function VisualMode({ children }: { children?: ReactNode }) {
  useEffect(() => {
    const origin = window.location.origin;
    const onMessage = (event: MessageEvent) => {
      if (!fromOwnOrigin(event, origin) || event.source === window) return;
      const message = readVisualMessage(event.data);
      if (message?.action === 'edit') void focusField(message);
    };
    const onFocusIn = (event: FocusEvent) => {
      const frame = document.querySelector<HTMLIFrameElement>(LIVE_PREVIEW_FRAME);
      const path = event.target instanceof Element ? pathAround(event.target) : null;
      if (!frame?.contentWindow || !path) return;
      const message: VisualMessage = { type: VISUAL_MESSAGE, action: 'show', path };
      frame.contentWindow.postMessage(message, origin);
    };
    const fromHash = () => {
      const target = readEditHash(window.location.hash);
      if (!target) return;
      void focusField(target).then((found) => {
        // Done: the address is the document's again (a reload does not jump back).
        if (found) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      });
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('hashchange', fromHash);
    fromHash();
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('hashchange', fromHash);
    };
  }, []);
  return <>{children}</>;
}

/** The field (or row) an element of the form belongs to: the nearest that names one. */
function pathAround(start: Element): string | null {
  for (let element: Element | null = start; element; element = element.parentElement) {
    const path = pathOfElement(element);
    // The blocks field as a whole is no place in the page.
    if (path && path !== 'blocks') return path;
  }
  return null;
}

const FIELD = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"]';

/** What to focus for a path, once the form shows it: the field's input, or a row's first field. */
function focusable(target: FieldTarget): { element: HTMLElement; paragraph?: number } | null {
  const row = rowIdOf(target.path);
  const rowElement = row ? document.getElementById(row) : null;
  if (rowElement) {
    const first = rowElement.querySelector(ROW_CONTENT)?.querySelector<HTMLElement>(FIELD);
    return first ? { element: first } : null;
  }
  const input = document.getElementById(fieldIdOf(target.path));
  if (input && input.matches(FIELD)) return { element: input };
  const inner = input?.querySelector<HTMLElement>(FIELD);
  if (inner) return { element: inner };
  const editor = document.querySelector(richTextSelectorOf(target.path))?.querySelector<HTMLElement>('[contenteditable="true"]');
  return editor ? { element: editor, ...(target.paragraph === undefined ? {} : { paragraph: target.paragraph }) } : null;
}

/** Opens every collapsed row around an element (their fields stay in the page while collapsed). */
function openRowsAround(element: HTMLElement): boolean {
  let opened = false;
  for (let collapsible = element.closest('.collapsible'); collapsible; collapsible = collapsible.parentElement?.closest('.collapsible') ?? null) {
    const toggle = collapsible.querySelector<HTMLButtonElement>(`:scope > * ${COLLAPSED_TOGGLE}, :scope > ${COLLAPSED_TOGGLE}`);
    if (toggle && toggle.closest('.collapsible') === collapsible) {
      toggle.click();
      opened = true;
    }
  }
  return opened;
}

/** The caret at the start of a rich text's paragraph (the editor follows the page's selection). */
function placeCaret(editor: HTMLElement, paragraph: number) {
  const block = editor.children.item(paragraph);
  const selection = window.getSelection();
  if (!block || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(block);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * The nearest element the form already shows on the way to a path: Payload draws a field only
 * once it comes near the viewport, so a field far down the form is reached by scrolling its row
 * (or that row's block) into view first.
 */
function nearestShown(path: string): Element | null {
  const steps = path.split('.');
  for (let length = steps.length; length > 0; length -= 1) {
    const prefix = steps.slice(0, length).join('.');
    const row = rowIdOf(prefix);
    const element = document.getElementById(fieldIdOf(prefix)) ?? (row ? document.getElementById(row) : null);
    if (element) return element;
  }
  return null;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Focuses the field at `target` once the form shows it (a deep link opens the admin before its
 * form is drawn; a field far down is drawn when scrolled near). Gives up after 10 s; true when
 * focused.
 */
async function focusField(target: FieldTarget): Promise<boolean> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const found = focusable(target);
    if (found) {
      if (openRowsAround(found.element)) {
        await nextFrame();
        await nextFrame();
      }
      // Looked up again after the rows opened: their content may have been drawn anew.
      const { element, paragraph } = focusable(target) ?? found;
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      element.focus({ preventScroll: true });
      if (paragraph !== undefined) placeCaret(element, paragraph);
      return true;
    }
    nearestShown(target.path)?.scrollIntoView({ block: 'start', behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

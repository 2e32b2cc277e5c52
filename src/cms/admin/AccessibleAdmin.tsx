'use client';

import { type ReactNode, useEffect } from 'react';

/**
 * What an accessibility check (axe) finds in Payload's edit view and Payload gives no option
 * for: controls without a name, inputs without a label, landmarks that cannot be told apart.
 * Each repair is an attribute on an element Payload draws, found by its class; an attribute set
 * by Payload itself is never overwritten. The colours are in ../../app/(payload)/custom.css.
 * Canary: src/platform/accessibleAdmin.canary.test.ts (each class is still Payload's).
 */
export interface Repair {
  selector: string;
  /** The attributes it gets (only where it has none of that name, unless `override`). */
  attributes?: Readonly<Record<string, string>>;
  override?: true;
  /** Named after its field's label ("Inhalt", "Rubrik"): an input inside a field Payload labels only by its wrapper. */
  namedByField?: true;
}

export const ADMIN_REPAIRS: readonly Repair[] = [
  // Icon-only controls.
  { selector: '.collapsible__drag', attributes: { 'aria-label': 'Zeile verschieben' } },
  { selector: '.array-actions__button', attributes: { 'aria-label': 'Aktionen für diese Zeile' } },
  { selector: '.doc-controls__popup .popup-button', attributes: { 'aria-label': 'Weitere Aktionen' } },
  { selector: '.clipboard-action__popup .popup-button', attributes: { 'aria-label': 'Kopieren und einfügen' } },
  { selector: '.date-time-picker__clear-button', attributes: { 'aria-label': 'Datum entfernen' } },
  { selector: '.form-submit .popup-button', attributes: { 'aria-label': 'Weitere Optionen zum Veröffentlichen' } },
  { selector: 'input[name="live-preview-width"]', attributes: { 'aria-label': 'Breite der Vorschau in Pixel' } },
  { selector: 'input[name="live-preview-height"]', attributes: { 'aria-label': 'Höhe der Vorschau in Pixel' } },
  // A select's clear and open icons are for the mouse (the keyboard has Backspace and arrows);
  // hidden from screen readers, they must not take the focus either.
  { selector: '.clear-indicator, .dropdown-indicator', attributes: { tabindex: '-1' }, override: true },
  // Inputs whose field label points at a wrapper, not at them.
  { selector: '.rich-text-lexical [contenteditable="true"], .react-select input, .date-time-picker input', namedByField: true },
  // Structure: the blocks field's heading follows the document's title (h1); the view tabs are
  // links in a list without items; the document's header stands outside any landmark; and the
  // admin's header and main need names of their own beside those of the page in the live preview.
  { selector: '.blocks-field__heading-with-error > h3', attributes: { 'aria-level': '2' } },
  { selector: 'ul.doc-tabs__tabs', attributes: { role: 'none' } },
  { selector: '.doc-header', attributes: { role: 'region', 'aria-label': 'Dokument' } },
  { selector: 'header.app-header', attributes: { 'aria-label': 'CMS' } },
  { selector: 'main', attributes: { 'aria-label': 'Arbeitsbereich' } },
];

/** The label of the field an element is in, without the required mark. */
function fieldLabel(element: Element): string | null {
  const label = element.closest('.field-type')?.querySelector('.field-label');
  if (!label) return null;
  const text = Array.from(label.childNodes)
    .filter((node) => !(node instanceof Element && node.classList.contains('required')))
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
  return text || null;
}

export function repair(element: Element, { selector, attributes = {}, override, namedByField }: Repair): void {
  if (!element.matches(selector)) return;
  for (const [name, value] of Object.entries(attributes)) if (override || !element.hasAttribute(name)) element.setAttribute(name, value);
  if (namedByField && !element.hasAttribute('aria-label') && !element.hasAttribute('aria-labelledby')) {
    const label = fieldLabel(element);
    if (label) element.setAttribute('aria-label', label);
  }
}

const SELECTOR = ADMIN_REPAIRS.map((item) => item.selector).join(', ');

function repairAllIn(root: Element): void {
  const elements = root.matches(SELECTOR) ? [root, ...root.querySelectorAll(SELECTOR)] : root.querySelectorAll(SELECTOR);
  for (const element of elements) for (const item of ADMIN_REPAIRS) repair(element, item);
}

/** An admin provider: repairs each of those elements as Payload draws it. */
export function AccessibleAdmin({ children }: { children?: ReactNode }) {
  useEffect(() => {
    repairAllIn(document.body);
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) for (const node of mutation.addedNodes) if (node instanceof Element) repairAllIn(node);
    });
    observer.observe(document.body, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, []);
  return <>{children}</>;
}

'use client';

import { type ReactNode, useEffect } from 'react';

/**
 * Names that Payload's admin writes in English into the page, past its translations: the rich-text
 * editor's handles and link buttons carry fixed `aria-label`s.
 */
export const GERMAN_LABELS: Readonly<Record<string, string>> = {
  'Edit link': 'Link bearbeiten',
  'Remove link': 'Link entfernen',
  'Drag to move': 'Zum Verschieben ziehen',
  'Add block': 'Absatz oder Block einfügen',
  // The date picker's dialog (react-datepicker, bundled into Payload's admin without a prop for it).
  'Choose Date and Time': 'Datum und Uhrzeit wählen',
  'Choose Date': 'Datum wählen',
  'Choose Time': 'Uhrzeit wählen',
};

/**
 * English beginnings of names and announcements with a variable rest: the date picker's days
 * ("Choose Sonntag, 29. November 2026", where a picker has no German prefix of ours) and what it
 * announces after a pick ("Selected date: …").
 */
export const GERMAN_PREFIXES: readonly (readonly [string, string])[] = [
  ['Choose ', 'Auswählen: '],
  ['Not available ', 'Nicht verfügbar: '],
  ['Selected date: ', 'Ausgewähltes Datum: '],
  ['Selected time: ', 'Ausgewählte Uhrzeit: '],
  ['Selected month: ', 'Ausgewählter Monat: '],
  ['Selected year: ', 'Ausgewähltes Jahr: '],
];

/**
 * `text` in German where it is one of the English names above, or (`inDatePicker`: said by the
 * date picker) begins as one of the beginnings; else null.
 */
export function germanFor(text: string, inDatePicker: boolean): string | null {
  const whole = GERMAN_LABELS[text];
  if (whole) return whole;
  if (!inDatePicker) return null;
  const prefix = GERMAN_PREFIXES.find(([english]) => text.startsWith(english));
  return prefix ? prefix[1] + text.slice(prefix[0].length) : null;
}

/** The date picker's live region: its announcement in German. */
const LIVE_REGION = 'react-datepicker__aria-live';

function announceInGerman(region: Element): void {
  const text = region.textContent ?? '';
  const german = germanFor(text, true);
  // Its one text node is changed in place: React updates that node, it does not look at it.
  const node = region.firstChild;
  if (german !== null && node?.nodeType === Node.TEXT_NODE && region.childNodes.length === 1) node.nodeValue = german;
}

/** Icon-only buttons Payload leaves without any name, by their class: the name they get. */
export const UNNAMED_BUTTONS: Readonly<Record<string, string>> = {
  'file-field__remove': 'Datei entfernen',
  'upload-relationship-details__remove': 'Auswahl entfernen',
  'upload-relationship-details__edit': 'Ausgewählte Datei bearbeiten',
};

/** The live preview's frame (it has no name; a screen reader says just "frame"). */
export const LIVE_PREVIEW_FRAME_NAME = 'Live-Vorschau des Entwurfs';

/** Gives an element its German name where Payload gave it an English one or none. */
export function nameInGerman(element: Element): void {
  if (element.classList.contains(LIVE_REGION)) announceInGerman(element);
  if (element.id === 'live-preview-iframe' && !element.getAttribute('title')) element.setAttribute('title', LIVE_PREVIEW_FRAME_NAME);
  const label = element.getAttribute('aria-label');
  const german = label === null ? null : germanFor(label, element.closest('.react-datepicker') !== null);
  if (german) element.setAttribute('aria-label', german);
  if (label !== null || element.tagName !== 'BUTTON') return;
  for (const [className, name] of Object.entries(UNNAMED_BUTTONS)) {
    if (element.classList.contains(className) && !element.textContent?.trim()) element.setAttribute('aria-label', name);
  }
}

const SELECTOR = ['[aria-label]', `.${LIVE_REGION}`, 'iframe#live-preview-iframe', ...Object.keys(UNNAMED_BUTTONS).map((className) => `button.${className}`)].join(',');

function nameAllIn(root: ParentNode): void {
  if (root instanceof Element && root.matches(SELECTOR)) nameInGerman(root);
  root.querySelectorAll(SELECTOR).forEach(nameInGerman);
}

/**
 * An admin provider: watches the admin's page and names in German what Payload names in English
 * (or not at all). Payload offers no translation key for these names; when it does, the entry
 * goes from the lists above.
 */
export function GermanLabels({ children }: { children?: ReactNode }) {
  useEffect(() => {
    nameAllIn(document.body);
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes' && mutation.target instanceof Element) nameInGerman(mutation.target);
        const parent = mutation.target.parentElement;
        if (parent?.classList.contains(LIVE_REGION)) announceInGerman(parent);
        if (mutation.target instanceof Element && mutation.target.classList.contains(LIVE_REGION)) announceInGerman(mutation.target);
        for (const node of mutation.addedNodes) if (node instanceof Element) nameAllIn(node);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'class'] });
    return () => observer.disconnect();
  }, []);
  return <>{children}</>;
}

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
};

/** Icon-only buttons Payload leaves without any name, by their class: the name they get. */
export const UNNAMED_BUTTONS: Readonly<Record<string, string>> = {
  'file-field__remove': 'Datei entfernen',
  'upload-relationship-details__remove': 'Auswahl entfernen',
  'upload-relationship-details__edit': 'Ausgewählte Datei bearbeiten',
};

/** Gives an element its German name where Payload gave it an English one or none. */
export function nameInGerman(element: Element): void {
  const label = element.getAttribute('aria-label');
  const german = label === null ? undefined : GERMAN_LABELS[label];
  if (german) element.setAttribute('aria-label', german);
  if (label !== null || element.tagName !== 'BUTTON') return;
  for (const [className, name] of Object.entries(UNNAMED_BUTTONS)) {
    if (element.classList.contains(className) && !element.textContent?.trim()) element.setAttribute('aria-label', name);
  }
}

const SELECTOR = ['[aria-label]', ...Object.keys(UNNAMED_BUTTONS).map((className) => `button.${className}`)].join(',');

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
        for (const node of mutation.addedNodes) if (node instanceof Element) nameAllIn(node);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label', 'class'] });
    return () => observer.disconnect();
  }, []);
  return <>{children}</>;
}

/**
 * How Payload's admin (@payloadcms/ui, @payloadcms/richtext-lexical 3.90) names a field's
 * elements in the page: visual mode (src/cms/admin/VisualMode.tsx) finds the field to focus by
 * them and reads which field the editor is in. Payload gives no API for either (its form state
 * knows values, not elements), so these are internals: payloadFieldDom.canary.test.ts reads the
 * installed files and fails when one of them changes.
 */

/** A text, textarea, relationship, upload, array or blocks field's element: `field-blocks__3__title`. */
export function fieldIdOf(path: string): string {
  return `field-${path.replace(/\./g, '__')}`;
}

/** A row of an array or blocks field: `blocks.3` → `blocks-row-3`, `blocks.3.items.1` → `blocks-3-items-row-1`. */
export function rowIdOf(rowPath: string): string | null {
  const match = /^(.+)\.(\d+)$/.exec(rowPath);
  return match ? `${match[1]!.split('.').join('-')}-row-${match[2]}` : null;
}

/** A rich-text field's wrapper (it has no `field-` id), which holds the editor's `contenteditable`. */
export function richTextSelectorOf(path: string): string {
  return `[data-field-path="${CSS.escape(path)}"]`;
}

/** The form path named by an element of the admin's form, if it names one. */
export function pathOfElement(element: Element): string | null {
  if (element.id.startsWith('field-')) return element.id.slice('field-'.length).replace(/__/g, '.');
  const richText = element.getAttribute('data-field-path');
  if (richText) return richText;
  const row = /^(.+)-row-(\d+)$/.exec(element.id);
  return row ? `${row[1]!.split('-').join('.')}.${row[2]}` : null;
}

/** Inside a row: where its fields are (the header holds its buttons and name). */
export const ROW_CONTENT = '.collapsible__content';

/** A collapsed row's (or collapsible's) toggle button; a click opens it. */
export const COLLAPSED_TOGGLE = '.collapsible__toggle--collapsed';

/** The live preview's frame beside the form. */
export const LIVE_PREVIEW_FRAME = 'iframe#live-preview-iframe';

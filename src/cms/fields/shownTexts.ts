import type { Field } from 'payload';

/**
 * The texts a visitor reads in a document's data, found along its field configs: text and
 * textarea values and rich-text fields, in arrays, groups, rows, collapsibles, tabs and nested
 * blocks. Choices (selects), numbers, relations, Payload's own `id`/`blockName`, values that are
 * addresses, and text fields marked `custom: { shownText: false }` (a measure such as "40%") are
 * left out. One walk for the site search's index (search/pageText.ts) and visual mode's field
 * marks (src/blocks/fieldPaths.ts), so both agree on what counts as text.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text field holding an address, not words (`/reisen`, `https://…`, `mailto:`). */
export const looksLikeAddress = (text: string) => /^(?:\/|[a-z][a-z\d+.-]*:)\S*$/i.test(text.trim());

export interface ShownTextVisitor {
  /** A non-blank text or textarea value and its form path (`blocks.3.items.1.question`); returns its replacement. */
  text: (value: string, path: string) => string;
  /** A rich-text field's value and its path; returns its replacement. */
  richText: (value: unknown, path: string) => unknown;
}

const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/**
 * Visits each shown text of `data` in the order of its fields; returns the data with the
 * visitor's replacements, copied only where something changed (the same object if nothing did).
 */
export function mapShownTexts<T>(fields: readonly Field[], data: T, path: string, visit: ShownTextVisitor): T {
  if (!isRecord(data)) return data;
  let result: Record<string, unknown> = data;
  const set = (name: string, value: unknown) => {
    if (value !== result[name]) result = { ...result, [name]: value };
  };
  for (const field of fields) {
    switch (field.type) {
      case 'text':
      case 'textarea': {
        // Every array row and block has an `id` text field of Payload's: no words.
        if (field.name === 'id' || field.name === 'blockName' || field.custom?.shownText === false) break;
        const value = result[field.name];
        if (typeof value === 'string' && value.trim() && !looksLikeAddress(value)) set(field.name, visit.text(value, join(path, field.name)));
        break;
      }
      case 'richText':
        if (result[field.name] !== undefined && result[field.name] !== null) set(field.name, visit.richText(result[field.name], join(path, field.name)));
        break;
      case 'group':
        // A named group keeps its data under its name; an unnamed one in its parent's.
        if ('name' in field && field.name) set(field.name, mapShownTexts(field.fields, result[field.name], join(path, field.name), visit));
        else result = mapShownTexts(field.fields, result, path, visit);
        break;
      case 'array': {
        const rows = result[field.name];
        if (Array.isArray(rows)) set(field.name, mapAll(rows, (row, index) => mapShownTexts(field.fields, row, join(path, `${field.name}.${index}`), visit)));
        break;
      }
      case 'row':
      case 'collapsible':
        result = mapShownTexts(field.fields, result, path, visit);
        break;
      case 'tabs':
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name) set(tab.name, mapShownTexts(tab.fields, result[tab.name], join(path, tab.name), visit));
          else result = mapShownTexts(tab.fields, result, path, visit);
        }
        break;
      case 'blocks': {
        const blocks = result[field.name];
        if (!Array.isArray(blocks)) break;
        set(
          field.name,
          mapAll(blocks, (block, index) => {
            const config = isRecord(block) ? field.blocks.find((candidate) => candidate.slug === block.blockType) : undefined;
            return config ? mapShownTexts(config.fields, block, join(path, `${field.name}.${index}`), visit) : block;
          }),
        );
        break;
      }
      default:
        break;
    }
  }
  // The same shape, with some strings (or rich texts) replaced.
  return result as T;
}

/** The array with each item mapped; the same array if no item changed. */
function mapAll(items: readonly unknown[], map: (item: unknown, index: number) => unknown): unknown[] {
  const mapped = items.map(map);
  return mapped.every((item, index) => item === items[index]) ? (items as unknown[]) : mapped;
}

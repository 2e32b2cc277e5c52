import { readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { GERMAN_LABELS, GERMAN_PREFIXES, UNNAMED_BUTTONS } from '@/cms/admin/GermanLabels';

import { installed, readInstalled, versionOf } from './canary';

const LEXICAL = '@payloadcms/richtext-lexical/dist';

/** The client chunk of @payloadcms/ui that bundles react-datepicker (its name is a hash). */
function datePickerChunk(): string {
  const folder = '@payloadcms/ui/dist/exports/client';
  const chunk = readdirSync(installed(folder)).find((file) => file.endsWith('.js') && readInstalled(`${folder}/${file}`).includes('react-datepicker__aria-live'));
  if (!chunk) throw new Error(`No chunk of ${folder} bundles react-datepicker any more: GermanLabels.tsx names the date picker by its classes`);
  return `${folder}/${chunk}`;
}

/**
 * Where Payload's admin writes each English name src/cms/admin/GermanLabels.tsx replaces, as its
 * code writes it (some are composed: "Choose Date" + " and Time").
 */
const SOURCES: Record<string, Array<[file: string | (() => string), fragment: string]>> = {
  'Edit link': [[`${LEXICAL}/features/link/client/plugins/floatingLinkEditor/LinkEditor/index.js`, 'Edit link']],
  'Remove link': [[`${LEXICAL}/features/link/client/plugins/floatingLinkEditor/LinkEditor/index.js`, 'Remove link']],
  'Drag to move': [[`${LEXICAL}/lexical/plugins/handles/DraggableBlockPlugin/index.js`, 'Drag to move']],
  'Add block': [[`${LEXICAL}/lexical/plugins/handles/AddBlockHandlePlugin/index.js`, 'Add block']],
  'Choose Date and Time': [
    [datePickerChunk, '"Choose Date"'],
    [datePickerChunk, '" and Time"'],
  ],
  'Choose Date': [[datePickerChunk, '"Choose Date"']],
  'Choose Time': [[datePickerChunk, '"Choose Time"']],
  'Choose ': [[datePickerChunk, '"Choose"']],
  'Not available ': [[datePickerChunk, '"Not available"']],
  'Selected date: ': [[datePickerChunk, 'Selected date: ']],
  'Selected time: ': [[datePickerChunk, 'Selected time: ']],
  'Selected month: ': [[datePickerChunk, 'Selected month: ']],
  'Selected year: ': [[datePickerChunk, 'Selected year: ']],
  'file-field__remove': [
    ['@payloadcms/ui/dist/elements/Upload/index.js', "baseClass = 'file-field'"],
    ['@payloadcms/ui/dist/elements/Upload/index.js', 'className: `${baseClass}__remove`'],
  ],
  'upload-relationship-details__remove': [
    ['@payloadcms/ui/dist/fields/Upload/RelationshipContent/index.js', "baseClass = 'upload-relationship-details'"],
    ['@payloadcms/ui/dist/fields/Upload/RelationshipContent/index.js', 'className: `${baseClass}__remove`'],
  ],
  'upload-relationship-details__edit': [
    ['@payloadcms/ui/dist/fields/Upload/RelationshipContent/index.js', "baseClass = 'upload-relationship-details'"],
    ['@payloadcms/ui/dist/fields/Upload/RelationshipContent/index.js', 'className: `${baseClass}__edit`'],
  ],
};

describe(`canary: the admin's English names in Payload ${versionOf('@payloadcms/ui')} (src/cms/admin/GermanLabels.tsx)`, () => {
  const entries = [...Object.keys(GERMAN_LABELS), ...GERMAN_PREFIXES.map(([english]) => english), ...Object.keys(UNNAMED_BUTTONS)];

  it.each(entries)('Payload’s admin still writes "%s"', (english) => {
    const sources = SOURCES[english];
    expect(sources, `GermanLabels.tsx has an entry "${english}" this canary does not know: add where Payload writes it to SOURCES`).toBeDefined();
    for (const [file, fragment] of sources ?? []) {
      const path = typeof file === 'string' ? file : file();
      expect(
        readInstalled(path),
        `node_modules/${path} no longer writes ${fragment}: the admin shows a new English name (or a German one) where GermanLabels.tsx expects "${english}". ` +
          'Look at the admin page (the date picker, the rich-text editor, an upload field) and update or drop the entry.',
      ).toContain(fragment);
    }
  });
});

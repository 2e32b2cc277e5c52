import { describe, expect, it } from 'vitest';

import { ADMIN_REPAIRS } from '@/cms/admin/AccessibleAdmin';

import { readInstalled, versionOf } from './canary';

const UI = '@payloadcms/ui/dist';
const NEXT = '@payloadcms/next/dist';

/** Where Payload's admin writes each element a repair of src/cms/admin/AccessibleAdmin.tsx finds, as its code writes it. */
const SOURCES: Record<string, Array<[file: string, fragment: string]>> = {
  '.collapsible__drag': [[`${UI}/elements/Collapsible/index.js`, "const baseClass = 'collapsible';"], [`${UI}/elements/Collapsible/index.js`, 'className: `${baseClass}__drag`']],
  '.array-actions__button': [[`${UI}/elements/ArrayAction/index.js`, "const baseClass = 'array-actions';"], [`${UI}/elements/ArrayAction/index.js`, 'buttonClassName: `${baseClass}__button`']],
  '.doc-controls__popup .popup-button': [[`${UI}/elements/DocumentControls/index.js`, 'className: `${baseClass}__popup`'], [`${UI}/elements/Popup/PopupTrigger/index.js`, "const baseClass = 'popup-button';"]],
  '.clipboard-action__popup .popup-button': [[`${UI}/elements/ClipboardAction/index.js`, "const baseClass = 'clipboard-action';"], [`${UI}/elements/ClipboardAction/index.js`, '`${baseClass}__popup`']],
  '.date-time-picker__clear-button': [[`${UI}/elements/DatePicker/DatePicker.js`, "const baseClass = 'date-time-picker';"], [`${UI}/elements/DatePicker/DatePicker.js`, 'className: `${baseClass}__clear-button`']],
  '.form-submit .popup-button': [[`${UI}/forms/Submit/index.js`, "const baseClass = 'form-submit';"]],
  'input[name="live-preview-width"]': [[`${UI}/elements/LivePreview/Toolbar/SizeInput/index.js`, '"live-preview-width"']],
  'input[name="live-preview-height"]': [[`${UI}/elements/LivePreview/Toolbar/SizeInput/index.js`, '"live-preview-height"']],
  '.clear-indicator, .dropdown-indicator': [[`${UI}/elements/ReactSelect/ClearIndicator/index.js`, "const baseClass = 'clear-indicator';"], [`${UI}/elements/ReactSelect/DropdownIndicator/index.js`, "const baseClass = 'dropdown-indicator';"]],
  '.rich-text-lexical [contenteditable="true"], .react-select input, .date-time-picker input': [
    ['@payloadcms/richtext-lexical/dist/field/Field.js', "const baseClass = 'rich-text-lexical';"],
    ['@payloadcms/richtext-lexical/dist/field/Field.js', "'field-type'"],
    [`${UI}/elements/ReactSelect/index.js`, "'react-select'"],
    [`${UI}/fields/FieldLabel/index.js`, 'className: `field-label${unstyled ? " unstyled" : ""}`'],
    [`${UI}/fields/FieldLabel/index.js`, 'className: "required"'],
  ],
  '.blocks-field__heading-with-error > h3': [[`${UI}/fields/Blocks/index.js`, 'className: `${baseClass}__heading-with-error`'], [`${UI}/fields/Blocks/index.js`, '_jsx("h3", {']],
  'ul.doc-tabs__tabs': [[`${NEXT}/elements/DocumentHeader/Tabs/index.js`, "const baseClass = 'doc-tabs';"], [`${NEXT}/elements/DocumentHeader/Tabs/index.js`, 'className: `${baseClass}__tabs`']],
  '.doc-header': [[`${NEXT}/elements/DocumentHeader/index.js`, 'const baseClass = `doc-header`;']],
  'header.app-header': [[`${UI}/elements/AppHeader/index.js`, "const baseClass = 'app-header';"], [`${UI}/elements/AppHeader/index.js`, '_jsxs("header", {']],
  main: [[`${UI}/views/Edit/index.js`, '_jsx("main", {']],
};

describe(`canary: the elements of Payload ${versionOf('@payloadcms/ui')}'s admin that src/cms/admin/AccessibleAdmin.tsx repairs`, () => {
  it.each(ADMIN_REPAIRS.map((item) => item.selector))('Payload’s admin still draws %s', (selector) => {
    const sources = SOURCES[selector];
    expect(sources, `AccessibleAdmin.tsx repairs "${selector}", which this canary does not know: add where Payload draws it to SOURCES`).toBeDefined();
    for (const [file, fragment] of sources ?? []) {
      expect(readInstalled(file), `${file} no longer has ${fragment}: check in the admin (axe in tests/e2e/visual-mode.e2e.spec.ts) whether "${selector}" still needs the repair, and where it went`).toContain(fragment);
    }
  });
});

import { describe, expect, it } from 'vitest';

import { readInstalled, versionOf } from './canary';

const UI = '@payloadcms/ui/dist';
const FIELD_ID = /id: `field-\$\{path\??\.replace\(\/\\\.\/g, (["'])__\1\)\}`/;

/** What to check when one of these changed: the e2e tests/e2e/visual-mode.e2e.spec.ts drives all of it. */
const WHAT = 'visual mode (src/cms/admin/VisualMode.tsx, src/platform/payloadFieldDom.ts) finds and names fields by it';

describe(`canary: how the admin of @payloadcms/ui ${versionOf('@payloadcms/ui')} and richtext-lexical ${versionOf('@payloadcms/richtext-lexical')} names a field in the page`, () => {
  it('a field’s element is `field-` and its path with `__` for dots', () => {
    for (const field of ['Text/Input.js', 'Textarea/Input.js', 'Relationship/Input.js', 'Upload/Input.js', 'Array/index.js', 'Blocks/index.js']) {
      expect(readInstalled(`${UI}/fields/${field}`), `${field} names its field otherwise now: ${WHAT}`).toMatch(FIELD_ID);
    }
  });

  it('a row of a blocks or array field is its parent’s path with dashes and `-row-` and its index', () => {
    expect(readInstalled(`${UI}/fields/Blocks/BlockRow.js`), `block rows have other ids: ${WHAT}`).toContain('id: `${parentPath?.split(".").join("-")}-row-${rowIndex}`');
    expect(readInstalled(`${UI}/fields/Array/ArrayRow.js`), `array rows have other ids: ${WHAT}`).toContain('`${parentPath.split(".").join("-")}-row-${rowIndex}`');
  });

  it('a rich-text field’s wrapper carries its path', () => {
    expect(readInstalled('@payloadcms/richtext-lexical/dist/field/Field.js'), `the rich-text field no longer says its path: ${WHAT}`).toContain('"data-field-path": path');
  });

  it('a row opens with its toggle, whose class says it is collapsed, and its fields are in its content', () => {
    const collapsible = readInstalled(`${UI}/elements/Collapsible/index.js`);
    expect(collapsible, `rows open otherwise now: ${WHAT}`).toContain('`${baseClass}__toggle--${isCollapsed ? "collapsed" : "open"}`');
    expect(collapsible, `a row's fields are elsewhere now: ${WHAT}`).toContain('className: `${baseClass}__content`');
    expect(collapsible).toContain("const baseClass = 'collapsible';");
  });

  it('fields are drawn once near the viewport, so a field far down is reached by scrolling its row into view', () => {
    expect(readInstalled(`${UI}/forms/RenderFields/index.js`), `fields are drawn otherwise now: ${WHAT}`).toContain('_jsx(RenderIfInViewport, {');
    expect(readInstalled(`${UI}/elements/RenderIfInViewport/index.js`)).toContain('rootMargin: "1000px"');
  });

  it('the live preview’s frame has its id', () => {
    expect(readInstalled(`${UI}/elements/LivePreview/Window/index.js`), `the live preview's frame is found otherwise now: ${WHAT}`).toContain('id: "live-preview-iframe"');
  });
});

import type { Block, Field } from 'payload';
import { describe, expect, it } from 'vitest';

import { contentBlocks } from './configs';
import { blockSchemas } from './schemas';
import { BLOCK_PREVIEW_PATH, pickerEntryOf } from './picker';
import { previewSvg, wrapDescription } from './previewSvg';

/** Every field editors fill in, with its path, however deep in rows, groups and arrays. */
function dataFields(fields: Field[], prefix = ''): { path: string; field: Field }[] {
  return fields.flatMap((field) => {
    if (field.type === 'row' || field.type === 'collapsible') return dataFields(field.fields, prefix);
    if (!('name' in field)) return [];
    const path = `${prefix}${field.name}`;
    const nested = 'fields' in field && Array.isArray(field.fields) ? dataFields(field.fields, `${path}.`) : [];
    return [{ path, field }, ...nested];
  });
}

describe('block configs for editors', () => {
  it('offer one block per type the site renders', () => {
    const interfaceNames = contentBlocks.map((block) => block.interfaceName).sort();
    expect(interfaceNames).toEqual(Object.keys(blockSchemas).sort());
  });

  it.each(contentBlocks.map((block): [string, Block] => [block.slug, block]))('%s has German labels on the block and every field', (_, block) => {
    expect(block.labels?.singular).toEqual(expect.any(String));
    const unlabelled = dataFields(block.fields).filter(({ field }) => !('label' in field) || typeof field.label !== 'string');
    expect(unlabelled.map(({ path }) => path)).toEqual([]);
  });

  it.each(contentBlocks.map((block): [string, Block] => [block.slug, block]))('%s has its own preview picture, group and one-line description in the picker', (slug, block) => {
    const entry = pickerEntryOf(block);
    expect(entry?.description.length).toBeGreaterThan(10);
    expect(block.admin?.images?.thumbnail).toEqual({ url: `${BLOCK_PREVIEW_PATH}/${slug}.svg`, alt: entry?.description });
    expect(block.admin?.group).toEqual(expect.any(String));
    // Two lines on the picture, nothing cut off.
    expect(wrapDescription(entry?.description ?? '').join(' ')).toBe(entry?.description);
  });

  it('come in the picker’s order: by group, the most used first within it', () => {
    const slugs = contentBlocks.map((block) => block.slug);
    expect(slugs.slice(0, 3)).toEqual(['richText', 'headlineText', 'quote']);
    const groups = contentBlocks.map((block) => pickerEntryOf(block)?.group);
    expect(groups).toEqual([...groups].sort((a, b) => ['text', 'teasers', 'media', 'lists'].indexOf(a ?? '') - ['text', 'teasers', 'media', 'lists'].indexOf(b ?? '')));
  });

  it('draws a preview picture with the block’s description, escaped for SVG', () => {
    const svg = previewSvg('Test & Co', { group: 'text', rank: 1, description: 'Zeigt <b>Text</b> & mehr', sketch: '<rect/>' });
    expect(svg).toContain('aria-label="Test &amp; Co: Zeigt &lt;b&gt;Text&lt;/b&gt; &amp; mehr"');
    expect(svg).toContain('<text x="14" y="158">Zeigt &lt;b&gt;Text&lt;/b&gt; &amp; mehr</text>');
  });
});

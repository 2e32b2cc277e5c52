import type { Field, PayloadRequest } from 'payload';
import { describe, expect, it } from 'vitest';

import { contentBlocks } from '@/blocks/configs';

import { fieldLabelOf } from './fieldLabel';

const req = { i18n: { language: 'de' }, t: (key: string) => (key === 'fields:block' ? 'Block' : key) } as unknown as Pick<PayloadRequest, 'i18n' | 't'>;

const fields: Field[] = [
  { name: 'title', label: 'Titel', type: 'text' },
  { type: 'collapsible', label: 'Suchmaschinen', fields: [{ name: 'seo', type: 'group', label: 'SEO', fields: [{ name: 'description', label: { de: 'Beschreibung' }, type: 'text' }] }] },
  { name: 'blocks', label: 'Inhaltsblöcke', type: 'blocks', blocks: contentBlocks },
];

const data = {
  blocks: [
    { blockType: 'quote', quote: 'Ein Zitat' },
    { blockType: 'teaser', link: 'javascript:alert(1)' },
    { blockType: 'linkChips', chips: [{ label: 'A' }, { label: 'B', href: 'javascript:' }] },
  ],
};

describe('a field’s name as the editor sees it', () => {
  it('names a block’s field by the block’s number and kind, and the field’s label', () => {
    expect(fieldLabelOf(fields, ['blocks', 1, 'link'], data, req)).toBe('Inhaltsblöcke > Block 2 (Teaser) > Link');
  });

  it('names rows of a list by their number, and fields in layout boxes by the box', () => {
    expect(fieldLabelOf(fields, ['blocks', 2, 'chips', 1, 'href'], data, req)).toBe('Inhaltsblöcke > Block 3 (Link-Chips) > Links 2 > Ziel');
    expect(fieldLabelOf(fields, ['seo', 'description'], {}, req)).toBe('Suchmaschinen > SEO > Beschreibung');
    expect(fieldLabelOf(fields, ['title'], {}, req)).toBe('Titel');
  });

  it('gives up on a path the config does not have', () => {
    expect(fieldLabelOf(fields, ['nothing'], data, req)).toBeNull();
  });
});

import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';

import { changedFields, saveAction, topLevelFields } from './changes';
import { csvCell } from './export';

const fields: Field[] = [
  { name: 'title', label: 'Titel', type: 'text' },
  { type: 'row', fields: [{ name: 'channel', label: 'Rubrik', type: 'relationship', relationTo: 'channels' }] },
  { type: 'tabs', tabs: [{ label: 'Inhalt', fields: [{ name: 'blocks', label: 'Inhaltsblöcke', type: 'blocks', blocks: [] }] }, { name: 'seo', label: 'SEO', fields: [] }] },
  { name: 'slug', type: 'text' },
];

describe('changedFields', () => {
  const labelled = topLevelFields(fields);

  it('names the fields whose values differ, by the label the admin shows, in the form’s order', () => {
    expect(labelled.map(({ label }) => label)).toEqual(['Titel', 'Rubrik', 'Inhaltsblöcke', 'SEO', 'slug']);
    expect(changedFields(labelled, { title: 'A', slug: 'a', blocks: [] }, { title: 'B', slug: 'a', blocks: [{ id: 'x', blockType: 'quote' }] })).toEqual(['Titel', 'Inhaltsblöcke']);
  });

  it('takes a populated relation for its id, and ignores row ids and bookkeeping', () => {
    expect(changedFields(labelled, { channel: 3, updatedAt: '1' }, { channel: { id: 3, title: 'Verkehr', updatedAt: '2' }, updatedAt: '2' })).toEqual([]);
    expect(changedFields(labelled, { blocks: [{ id: 'a', quote: 'x' }] }, { blocks: [{ id: 'b', quote: 'x' }] })).toEqual([]);
  });

  it('counts every field set on creation', () => {
    expect(changedFields(labelled, undefined, { title: 'Neu', channel: 1 })).toEqual(['Titel', 'Rubrik']);
  });
});

describe('saveAction', () => {
  const base = { restoring: false, wasPublished: false, isPublished: false };
  it('tells a creation, a publication, a change of a draft, an unpublication and a restore apart', () => {
    expect(saveAction({ ...base, operation: 'create', saved: 'published', isPublished: true })).toBe('create');
    expect(saveAction({ ...base, operation: 'update', saved: 'published', isPublished: true })).toBe('publish');
    // A draft over the published page: the page stays published.
    expect(saveAction({ ...base, operation: 'update', saved: 'draft', wasPublished: true, isPublished: true })).toBe('update');
    expect(saveAction({ ...base, operation: 'update', saved: 'draft', wasPublished: true })).toBe('unpublish');
    expect(saveAction({ ...base, operation: 'update', saved: 'draft' })).toBe('update');
    expect(saveAction({ ...base, operation: 'update', saved: 'draft', restoring: true })).toBe('restore');
  });
});

describe('csvCell', () => {
  it('quotes what needs it and never lets a spreadsheet run a formula', () => {
    expect(csvCell('Artikel „A“')).toBe('Artikel „A“');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell(['Titel', 'Vorspann'])).toBe('"Titel; Vorspann"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });
});

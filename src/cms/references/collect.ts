import type { Block, Field } from 'payload';
import { fieldAffectsData, tabHasName } from 'payload/shared';

import { linksOf } from '@/components/rich-text/links';

import { refuseForbiddenLink } from '../fields/links';

type Id = number | string;
export type Path = (number | string)[];

/** What a page points at: a path an editor wrote, a page or file they picked, a rich text's link. */
export type Reference = { kind: 'path'; path: Path; href: string; linkText?: string } | { kind: 'document'; path: Path; collection: string; id: Id; linkText?: string };

/** The collections a page can link to, whose documents can be unpublished or deleted under it. */
export const LINKABLE = ['articles', 'channels', 'jobPostings', 'media', 'documents', 'videos'] as const;

/** A page's own place in the site (an article's channel, a channel's parent): not a link on it. */
const PLACEMENT = new Set(['channel', 'parent', 'lastModifiedBy']);

const isLinkField = (field: Field) => field.type === 'text' && Boolean(field.hooks?.beforeChange?.includes(refuseForbiddenLink));

function relationOf(value: unknown, relationTo: string | string[]): { collection: string; id: Id } | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(relationTo)) {
    if (typeof value !== 'object') return null;
    const { relationTo: collection, value: inner } = value as { relationTo?: unknown; value?: unknown };
    const id = typeof inner === 'object' && inner !== null && 'id' in inner ? (inner as { id: Id }).id : inner;
    return typeof collection === 'string' && (typeof id === 'number' || typeof id === 'string') ? { collection, id } : null;
  }
  const id = typeof value === 'object' && 'id' in value ? (value as { id: Id }).id : value;
  return typeof id === 'number' || typeof id === 'string' ? { collection: relationTo, id } : null;
}

function richTextReferences(value: unknown, path: Path, into: Reference[]): void {
  for (const link of linksOf(value)) {
    if (link.kind === 'custom') {
      if (link.url.startsWith('/')) into.push({ kind: 'path', path, href: link.url, linkText: link.text });
      continue;
    }
    const doc = link.doc as { relationTo?: unknown; value?: unknown } | null | undefined;
    const target = doc && typeof doc.relationTo === 'string' ? relationOf(doc, [doc.relationTo]) : null;
    if (target) into.push({ kind: 'document', path, ...target, linkText: link.text });
  }
}

/**
 * Every reference in `data` with the form path of its field (`blocks.2.article`), walking the
 * fields as Payload lays them out: rows, collapsibles, tabs and groups, arrays and blocks (their
 * own or the config's by slug), down to link fields (the text fields guarded as links), page and
 * file relationships, and the links of rich texts.
 */
export function collectReferences(fields: readonly Field[], data: unknown, blocks: readonly Block[] = [], path: Path = [], into: Reference[] = []): Reference[] {
  if (typeof data !== 'object' || data === null) return into;
  const values = data as Record<string, unknown>;
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible' || (field.type === 'group' && !('name' in field && field.name))) {
      collectReferences(field.fields, data, blocks, path, into);
      continue;
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) collectReferences(tab.fields, tabHasName(tab) ? values[tab.name] : data, blocks, tabHasName(tab) ? [...path, tab.name] : path, into);
      continue;
    }
    if (!fieldAffectsData(field)) continue;
    const value = values[field.name];
    const here = [...path, field.name];
    if (field.type === 'group') collectReferences(field.fields, value, blocks, here, into);
    else if (field.type === 'array' && Array.isArray(value)) value.forEach((row, index) => collectReferences(field.fields, row, blocks, [...here, index], into));
    else if (field.type === 'blocks' && Array.isArray(value)) {
      value.forEach((row: unknown, index) => {
        const blockType = typeof row === 'object' && row !== null ? (row as { blockType?: unknown }).blockType : undefined;
        const block = [...(field.blocks ?? []), ...blocks].find((candidate) => candidate.slug === blockType);
        if (block) collectReferences(block.fields, row, blocks, [...here, index], into);
      });
    } else if (
      (field.type === 'relationship' || field.type === 'upload') &&
      !(path.length === 0 && PLACEMENT.has(field.name)) &&
      LINKABLE.some((slug) => (Array.isArray(field.relationTo) ? field.relationTo.includes(slug) : field.relationTo === slug))
    ) {
      for (const item of field.hasMany && Array.isArray(value) ? value : [value]) {
        const target = relationOf(item, field.relationTo);
        if (target) into.push({ kind: 'document', path: here, ...target });
      }
    } else if (field.type === 'richText') richTextReferences(value, here, into);
    else if (isLinkField(field) && typeof value === 'string' && value.startsWith('/')) into.push({ kind: 'path', path: here, href: value });
  }
  return into;
}

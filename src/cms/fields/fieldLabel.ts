import type { Block, Field, FieldAffectingData, PayloadRequest } from 'payload';
import { fieldAffectsData, tabHasName } from 'payload/shared';

/** A label as Payload's config may give it: text, text per language, or a function of the admin's language. */
type Label = string | false | Record<string, string> | ((args: { i18n: PayloadRequest['i18n']; t: PayloadRequest['t'] }) => string) | undefined;

function translated(label: unknown, req: Pick<PayloadRequest, 'i18n' | 't'>): string | undefined {
  const given = label as Label;
  if (typeof given === 'string') return given;
  if (typeof given === 'function') return given({ i18n: req.i18n, t: req.t });
  if (given && typeof given === 'object') return given[req.i18n.language] ?? Object.values(given)[0];
  return undefined;
}

/** Payload's own way of joining a field's labels in its messages ("Blöcke > Block 2 (Teaser) > Link"). */
function joined(parent: string, label: string | undefined): string {
  if (!label) return parent;
  const capitalised = label.charAt(0).toUpperCase() + label.slice(1);
  return parent ? `${parent} > ${capitalised}` : capitalised;
}

interface Found {
  field: FieldAffectingData;
  /** The labels of the layout fields (collapsibles, tabs, unnamed groups) it sits in. */
  within: string;
}

/** The field named `name` among `fields`, looking into rows, collapsibles, tabs and unnamed groups as Payload does. */
function findNamed(fields: readonly Field[], name: string, req: Pick<PayloadRequest, 'i18n' | 't'>, within = ''): Found | null {
  for (const field of fields) {
    if (fieldAffectsData(field) && field.name === name) return { field, within };
    if (field.type === 'row') {
      const found = findNamed(field.fields, name, req, within);
      if (found) return found;
    } else if (field.type === 'collapsible' || (field.type === 'group' && !('name' in field && field.name))) {
      const label = 'label' in field && field.label !== false ? translated(field.label, req) : undefined;
      const found = findNamed(field.fields, name, req, joined(within, label));
      if (found) return found;
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const label = translated(tab.label, req) ?? (tabHasName(tab) ? tab.name : undefined);
        if (tabHasName(tab) && tab.name === name) return { field: { type: 'group', name, label: label ?? name, fields: tab.fields }, within };
        if (tabHasName(tab)) continue;
        const found = findNamed(tab.fields, name, req, joined(within, label));
        if (found) return found;
      }
    }
  }
  return null;
}

const rowOf = (value: unknown, index: number): Record<string, unknown> | undefined => {
  const row: unknown = Array.isArray(value) ? value[index] : undefined;
  return typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : undefined;
};

/**
 * A field's name as the editor sees it, from its form path (`blocks.1.link`) and the document's
 * data: "Blöcke > Block 2 (Teaser) > Link", the way Payload's own validation messages name a
 * field. A message of our own that names only the path ("… nicht korrekt: blocks.1.link") told an
 * editor nothing. Null when the path leads nowhere in the config.
 */
export function fieldLabelOf(
  fields: readonly Field[],
  path: readonly (number | string)[],
  data: unknown,
  req: Pick<PayloadRequest, 'i18n' | 't'>,
  blocks: readonly Block[] = [],
): string | null {
  let scope: readonly Field[] = fields;
  let values: unknown = data;
  let label = '';
  for (let step = 0; step < path.length; step += 1) {
    const name = String(path[step]);
    const found = findNamed(scope, name, req);
    if (!found) return null;
    const { field, within } = found;
    label = joined(label, within);
    const own = field.label === false ? undefined : (translated(field.label, req) ?? name);
    const value = typeof values === 'object' && values !== null ? (values as Record<string, unknown>)[name] : undefined;
    if (field.type === 'array' || field.type === 'blocks') {
      const index = Number(path[step + 1]);
      if (!Number.isInteger(index)) return joined(label, own);
      step += 1;
      const row = rowOf(value, index);
      values = row;
      if (field.type === 'array') {
        label = joined(label, own && `${own} ${index + 1}`);
        scope = field.fields;
        continue;
      }
      const blockType = row?.blockType;
      const block = [...field.blocks, ...blocks].find((candidate) => candidate.slug === blockType);
      const kind = translated(block?.labels?.singular, req) ?? (typeof blockType === 'string' ? blockType : '');
      label = joined(label, `${own ? `${own} > ` : ''}${req.t('fields:block')} ${index + 1}${kind ? ` (${kind})` : ''}`);
      if (!block) return label;
      scope = block.fields;
      continue;
    }
    label = joined(label, own);
    if (field.type !== 'group') return label; // a leaf: the rest of the path (inside a rich text, say) has no labels
    scope = field.fields;
    values = value;
  }
  return label || null;
}

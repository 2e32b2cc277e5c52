import type { Field } from 'payload';

/** `req.context` flag: this write is not recorded (the demo's seed, which writes the whole site at once). */
export const SKIP_AUDIT_RECORD = 'skipAuditRecord';

/** What the record says happened (the `action` of an entry), with the German label editors read. */
export const AUDIT_ACTIONS = {
  create: 'Angelegt',
  update: 'Geändert',
  publish: 'Veröffentlicht',
  unpublish: 'Veröffentlichung aufgehoben',
  schedule: 'Geplant',
  delete: 'Gelöscht',
  restore: 'Version wiederhergestellt',
  login: 'Angemeldet',
  'login-failed': 'Anmeldung fehlgeschlagen',
  'role-change': 'Rollen geändert',
  'settings-change': 'Einstellungen geändert',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Kept by the record itself, never an editor's change. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', '_status', 'lastModifiedBy', 'sizes', 'hash', 'salt', 'resetPasswordToken', 'resetPasswordExpiration', 'loginAttempts', 'lockUntil', 'sessions']);

type Labelled = { name: string; label: string; field?: Field };

/** The named top-level data fields of a collection or global, with the label the admin shows (rows, collapsibles and unnamed tabs looked through). */
export function topLevelFields(fields: readonly Field[]): Labelled[] {
  const found: Labelled[] = [];
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') found.push(...topLevelFields(field.fields));
    else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) found.push({ name: tab.name, label: labelOf(tab.label, tab.name), field: { type: 'group', name: tab.name, fields: tab.fields } });
        else found.push(...topLevelFields(tab.fields));
      }
    } else if ('name' in field && field.type !== 'ui' && field.type !== 'join') found.push({ name: field.name, label: labelOf(field.label, field.name), field });
  }
  return found;
}

function labelOf(label: unknown, name: string): string {
  if (typeof label === 'string' && label) return label;
  if (label && typeof label === 'object' && 'de' in label && typeof label.de === 'string') return label.de;
  return name;
}

const idOf = (value: unknown): unknown => (value && typeof value === 'object' && 'id' in value ? value.id : value);
const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** A reference in rich text or a polymorphic relation, by its id whether populated or not. */
function generic(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(generic);
  if (!isRecord(value)) return value ?? null;
  if (typeof value.relationTo === 'string' && 'value' in value) return { ...Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, generic(inner)])), value: idOf(value.value) };
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, generic(inner)]));
}

/**
 * A field's value as stored, for comparing: relations by their id (the saved document comes back
 * populated, the one before it not), rows of blocks and arrays without their ids.
 */
function normalize(field: Field | undefined, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (!field) return generic(value);
  if (field.type === 'relationship' || field.type === 'upload') {
    const one = (item: unknown) => (isRecord(item) && typeof item.relationTo === 'string' && 'value' in item ? { relationTo: item.relationTo, value: idOf(item.value) } : idOf(item));
    return Array.isArray(value) ? value.map(one) : one(value);
  }
  if (field.type === 'blocks' && Array.isArray(value)) {
    return value.map((row: unknown) => {
      if (!isRecord(row)) return generic(row);
      const block = field.blocks.find((candidate) => candidate.slug === row.blockType);
      return { blockType: row.blockType, ...(block ? normalizeFields(block.fields, row) : withoutId(row)) };
    });
  }
  if (field.type === 'array' && Array.isArray(value)) return value.map((row: unknown) => (isRecord(row) ? normalizeFields(field.fields, row) : generic(row)));
  if (field.type === 'group' && isRecord(value)) return normalizeFields(field.fields, value);
  return generic(value);
}

const withoutId = (row: Record<string, unknown>) => generic(Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'id'))) as Record<string, unknown>;

function normalizeFields(fields: readonly Field[], object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(topLevelFields(fields).map(({ name, field }) => [name, normalize(field, object[name])]));
}

/** The labels of the fields whose values differ between two versions of a document, in the form's order. */
export function changedFields(fields: readonly Labelled[], before: Record<string, unknown> | undefined, after: Record<string, unknown>): string[] {
  return fields
    .filter(({ name }) => !BOOKKEEPING.has(name))
    .filter(({ name, field }) => JSON.stringify(normalize(field, before?.[name])) !== JSON.stringify(normalize(field, after[name])))
    .map(({ label }) => label);
}

/**
 * The action a save was, from the status it saved and the published row's status before and after
 * it: a draft saved over a published page leaves that row published; unpublishing sets it to draft.
 */
export function saveAction({ operation, saved, restoring, wasPublished, isPublished }: { operation: 'create' | 'update'; saved: unknown; restoring: boolean; wasPublished: boolean; isPublished: boolean }): AuditAction {
  if (operation === 'create') return 'create';
  if (restoring) return 'restore';
  if (saved === 'published') return 'publish';
  if (wasPublished && !isPublished) return 'unpublish';
  return 'update';
}

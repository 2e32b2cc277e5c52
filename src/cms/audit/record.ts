import type {
  AfterErrorHook,
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterLoginHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload';

import { ROLE_LABELS, type Role } from '../access';
import { viennaTime } from '../admin/viennaTime';
import { channelTree, sectionIds } from '../access/sections';
import { ATTEMPT, type Attempt } from '../auth/signIn';
import { SCHEDULE_PUBLISH_TASK } from '../scheduling/jobs';
import { AUDIT_LOG_SLUG } from './AuditLog';
import { type AuditAction, SKIP_AUDIT_RECORD, changedFields, saveAction, topLevelFields } from './changes';

interface Entry {
  action: AuditAction;
  entity: string;
  documentId?: string | number;
  summary: string;
  changedFields?: string[];
  detail?: string;
}

/** Who acted: the signed-in person, or the queue (a scheduled publication) when no one is. */
function actorOf(req: PayloadRequest): { actor: number | null; actorLabel: string } {
  const user = req.user as { id?: unknown; name?: unknown; email?: unknown } | null | undefined;
  if (!user || typeof user.id !== 'number') return { actor: null, actorLabel: 'System (Zeitplan oder Wartung)' };
  const name = typeof user.name === 'string' && user.name ? user.name : '';
  const email = typeof user.email === 'string' ? user.email : '';
  return { actor: user.id, actorLabel: name && email ? `${name} (${email})` : name || email || `Benutzer ${user.id}` };
}

/**
 * Writes an entry in the request's transaction (it stands or falls with the change it records),
 * or in one of its own where the request's is rolled back (a failed sign-in). Past the record's
 * access rules, which let no one write it.
 */
async function write(req: PayloadRequest, entry: Entry, { ownTransaction = false, actorLabel: label }: { ownTransaction?: boolean; actorLabel?: string } = {}): Promise<void> {
  const { actor, actorLabel } = label ? { actor: null, actorLabel: label } : actorOf(req);
  await req.payload.create({
    collection: AUDIT_LOG_SLUG,
    // No list where no field changed.
    data: { ...entry, changedFields: entry.changedFields?.length ? entry.changedFields : undefined, documentId: entry.documentId === undefined ? undefined : String(entry.documentId), actor, actorLabel },
    overrideAccess: true,
    ...(ownTransaction ? {} : { req }),
  });
}

function titleOf(doc: Record<string, unknown>, useAsTitle: string | undefined): string {
  const title = useAsTitle ? doc[useAsTitle] : undefined;
  return typeof title === 'string' && title ? title : `#${String(doc.id)}`;
}

const singular = (labels: CollectionConfig['labels']) => (typeof labels?.singular === 'string' ? labels.singular : '');

/** The hooks that record a collection's changes (audit/plugin.ts adds them to each). */
export function collectionRecorder(collection: CollectionConfig): { beforeOperation: CollectionBeforeOperationHook; afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  const fields = topLevelFields(collection.fields);
  const noun = singular(collection.labels) || collection.slug;
  const hasDrafts = typeof collection.versions === 'object' && Boolean(collection.versions.drafts);
  /** Whether the published row of this collection's document `id` is published now (drafts are versions of their own). */
  const rowPublished = async (req: PayloadRequest, id: unknown) =>
    (await req.payload.db.findOne<{ id: number; _status?: unknown }>({ collection: collection.slug as CollectionSlug, where: { id: { equals: id } }, req }))?._status === 'published';
  const before = (id: unknown) => `audit:${collection.slug}:${String(id)}:published`;
  return {
    beforeOperation: async ({ args, operation, req }) => {
      const id: unknown = (args as { id?: unknown }).id;
      if (hasDrafts && operation === 'update' && (typeof id === 'number' || typeof id === 'string') && !req.context[SKIP_AUDIT_RECORD]) req.context[before(id)] = await rowPublished(req, id);
      return args;
    },
    afterChange: async ({ doc, previousDoc, operation, req }) => {
      if (req.context[SKIP_AUDIT_RECORD]) return doc;
      const after = doc as Record<string, unknown>;
      const previous = operation === 'update' ? (previousDoc as Record<string, unknown>) : undefined;
      const changed = changedFields(fields, previous, after);
      let action: AuditAction = operation === 'create' ? 'create' : 'update';
      if (hasDrafts) {
        // A bulk change (no id beforehand) falls back to the version it started from.
        const known = req.context[before(after.id)];
        const wasPublished = typeof known === 'boolean' ? known : previous?._status === 'published';
        const isPublished = after._status === 'published' || (wasPublished && (await rowPublished(req, after.id)));
        action = saveAction({ operation, saved: after._status, restoring: Boolean(req.context.isRestoringVersion), wasPublished, isPublished });
      }
      if (action === 'update' && changed.length === 0) return doc;
      const rights = changed.filter((field) => field === 'Rollen' || field === 'Rubriken');
      if (collection.slug === 'users' && operation === 'update' && rights.length) {
        const tree = rights.includes('Rubriken') ? await channelTree(req) : null;
        const roleNames = (value: unknown) => (Array.isArray(value) && value.length ? value.map((role: unknown) => ROLE_LABELS[role as Role] ?? String(role)).join(', ') : '–');
        const sectionNames = (value: unknown) => {
          const ids = sectionIds(value);
          return ids.length ? ids.map((id) => tree?.get(id)?.title || id).join(', ') : '–';
        };
        const detail = [
          rights.includes('Rollen') ? `Rollen: ${roleNames(previous?.roles)} → ${roleNames(after.roles)}` : null,
          rights.includes('Rubriken') ? `Rubriken: ${sectionNames(previous?.sections)} → ${sectionNames(after.sections)}` : null,
        ].filter(Boolean).join('; ');
        await write(req, { action: 'role-change', entity: collection.slug, documentId: after.id as number, summary: `Rechte von ${titleOf(after, 'email')}`, changedFields: rights, detail });
        if (changed.length === rights.length) return doc;
      }
      const published = operation === 'create' && after._status === 'published';
      await write(req, {
        action,
        entity: collection.slug,
        documentId: after.id as number,
        summary: `${noun} „${titleOf(after, collection.admin?.useAsTitle)}“`,
        changedFields: changed,
        detail: published ? 'Angelegt und veröffentlicht.' : undefined,
      });
      return doc;
    },
    afterDelete: async ({ doc, id, req }) => {
      if (req.context[SKIP_AUDIT_RECORD]) return doc;
      await write(req, { action: 'delete', entity: collection.slug, documentId: id, summary: `${noun} „${titleOf(doc as Record<string, unknown>, collection.admin?.useAsTitle)}“` });
      return doc;
    },
  };
}

/** Records a change of a site-wide setting (a global, such as the navigation). */
export function globalRecorder(global: GlobalConfig): GlobalAfterChangeHook {
  const fields = topLevelFields(global.fields);
  const label = typeof global.label === 'string' ? global.label : global.slug;
  return async ({ doc, previousDoc, req }) => {
    if (req.context[SKIP_AUDIT_RECORD]) return doc;
    const changed = changedFields(fields, previousDoc as Record<string, unknown>, doc as Record<string, unknown>);
    if (changed.length > 0) await write(req, { action: 'settings-change', entity: global.slug, summary: label, changedFields: changed });
    return doc;
  };
}

/** A sign-in, with the account (Payload sets the request's user before this hook). */
export const recordSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const account = user as { id: number; email?: string };
  await write(req, { action: 'login', entity: 'users', documentId: account.id, summary: `Anmeldung von ${account.email ?? account.id}` });
};

/**
 * A failed sign-in from a client (a wrong password, an unknown address, a locked account; REST or
 * GraphQL): the address tried, for administrators only. Refusals for too many attempts are not
 * recorded one by one (the limits bound them). Written in a transaction of its own, as the
 * sign-in's is rolled back.
 */
export const recordFailedSignIn: AfterErrorHook = async ({ error, req }) => {
  const attempt = req.context[ATTEMPT] as Attempt | undefined;
  if (!attempt || (error as { status?: unknown }).status !== 401) return;
  try {
    await write(req, { action: 'login-failed', entity: 'users', summary: `Anmeldung mit ${attempt.email || 'leerer Adresse'} fehlgeschlagen` }, { ownTransaction: true, actorLabel: 'Nicht angemeldet' });
  } catch (failure) {
    // The client gets the answer of a failed sign-in all the same, not that of a failed record.
    req.payload.logger.error({ err: failure, msg: 'A failed sign-in could not be recorded' });
  }
};

export interface ScheduledJob {
  id: number | string;
  taskSlug?: string | null;
  waitUntil?: string | null;
  completedAt?: string | null;
  input?: unknown;
}


/** The document and kind of a scheduled publication (Payload's `schedulePublish` job input). */
function scheduled(job: ScheduledJob): { collection: string; id: number | string; type: 'publish' | 'unpublish' } | null {
  if (job.taskSlug !== SCHEDULE_PUBLISH_TASK) return null;
  const input = job.input as { type?: unknown; doc?: { relationTo?: unknown; value?: unknown } } | null | undefined;
  const collection = input?.doc?.relationTo;
  const id = input?.doc?.value;
  if (typeof collection !== 'string' || (typeof id !== 'number' && typeof id !== 'string')) return null;
  return { collection, id, type: input?.type === 'unpublish' ? 'unpublish' : 'publish' };
}

/**
 * A scheduled publication or unpublication planned (or taken back) by a person: who, which page,
 * when. Called by the admin's scheduling (scheduling/scheduleServerFunction.ts); a planned
 * change that ran is recorded as its publish.
 */
export async function recordScheduleChange(req: PayloadRequest, job: ScheduledJob, cancelled: boolean): Promise<void> {
  if (req.context[SKIP_AUDIT_RECORD]) return;
  const change = scheduled(job);
  if (!change) return;
  const config = req.payload.collections[change.collection as CollectionSlug]?.config;
  const doc = config ? await req.payload.findByID({ collection: change.collection as CollectionSlug, id: change.id, draft: true, depth: 0, overrideAccess: true, req, disableErrors: true }) : null;
  const noun = config ? singular(config.labels) : change.collection;
  const what = change.type === 'publish' ? 'Veröffentlichen' : 'Veröffentlichung aufheben';
  const at = job.waitUntil ? viennaTime.format(new Date(job.waitUntil)) : 'unbekannt';
  await write(req, {
    action: 'schedule',
    entity: change.collection,
    documentId: change.id,
    summary: `${noun} „${doc ? titleOf(doc as unknown as Record<string, unknown>, config?.admin?.useAsTitle) : `#${String(change.id)}`}“`,
    detail: cancelled ? `Geplantes „${what}“ (${at}) entfernt.` : `„${what}“ geplant für ${at} (Wien).`,
  });
}

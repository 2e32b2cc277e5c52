import { type CollectionBeforeChangeHook, type CollectionSlug, type Field, type GlobalBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload';

import { isSitePath } from '@/lib/links/internal';
import { type PathIndex, lookupPath } from '@/lib/routing/pathIndex';

import { fieldLabelOf } from '../fields/fieldLabel';
import { loadPathIndex } from '../pathIndexLoader';
import { type Reference, collectReferences } from './collect';

type Id = number | string;

/** The site's own routes beside the CMS's pages: a link to them has nothing to be published. */
const APP_ROUTES = ['/suche', '/karriere-portal', '/offline'];
/** Collections with drafts: a page among them is there for visitors only once published. */
const WITH_DRAFTS = new Set(['articles', 'channels', 'jobPostings']);
const FILE_NOUNS: Record<string, string> = { media: 'Das Bild', documents: 'Das Dokument', videos: 'Das Video' };

/** A path as written, without its query, anchor and trailing slash: the page it names. */
export const pageOfHref = (href: string) => href.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

/** A path an editor wrote, without its query and anchor; null where there is nothing of the CMS's to find (an app route, a file). */
function pagePath(href: string): string | null {
  if (!isSitePath(href)) return null;
  const path = pageOfHref(href);
  if (APP_ROUTES.some((route) => path === route || path.startsWith(`${route}/`))) return null;
  // A file (a PDF, a picture's URL) or the API: not a page.
  if (/\.[a-z0-9]{2,5}$/i.test(path) || path.startsWith('/api/')) return null;
  return path;
}

const named = (reference: Reference, message: string) =>
  reference.linkText ? `Link „${reference.linkText.length > 40 ? `${reference.linkText.slice(0, 39)}…` : reference.linkText}“: ${message}` : message;

/** Why each reference would lead nowhere on the live site, as `{ path, message }` in German. */
export async function brokenReferences(
  req: PayloadRequest,
  references: readonly Reference[],
  self: { collection: string; id?: Id; path?: unknown },
  /** The site's addresses, when many pages are checked at once (the nightly check). */
  knownIndex?: PathIndex,
): Promise<{ path: string; message: string }[]> {
  const problems: { path: string; message: string }[] = [];
  const paths = references.filter((reference) => reference.kind === 'path');
  if (paths.length) {
    const index = knownIndex ?? (await loadPathIndex(req.payload));
    for (const reference of paths) {
      const path = pagePath(reference.href);
      if (path === null || path === self.path || (await lookupPath(index, path)).kind !== 'not-found') continue;
      problems.push({
        path: reference.path.join('.'),
        message: named(reference, `Die Seite ${path} gibt es nicht oder sie ist nicht veröffentlicht. Verlinken Sie eine veröffentlichte Seite, oder veröffentlichen Sie diese zuerst.`),
      });
    }
  }
  const byCollection = new Map<string, Extract<Reference, { kind: 'document' }>[]>();
  for (const reference of references) {
    if (reference.kind !== 'document' || (reference.collection === self.collection && String(reference.id) === String(self.id))) continue;
    byCollection.set(reference.collection, [...(byCollection.get(reference.collection) ?? []), reference]);
  }
  for (const [collection, found] of byCollection) {
    const slug = collection as CollectionSlug;
    const ids = [...new Set(found.map((reference) => reference.id))];
    const drafts = WITH_DRAFTS.has(collection);
    const { docs } = await req.payload.find({ collection: slug, where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, overrideAccess: true, draft: drafts, req });
    const byId = new Map(docs.map((doc) => [String(doc.id), doc as { title?: unknown }]));
    const published = drafts
      ? new Set(
          (
            await req.payload.find({
              collection: slug,
              where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
              depth: 0,
              limit: ids.length,
              pagination: false,
              overrideAccess: true,
              req,
              select: {},
            })
          ).docs.map((doc) => String(doc.id)),
        )
      : null;
    for (const reference of found) {
      const doc = byId.get(String(reference.id));
      let message: string | null = null;
      if (!doc) message = drafts ? 'Die gewählte Seite gibt es nicht mehr. Wählen Sie eine andere.' : `${FILE_NOUNS[collection] ?? 'Die Datei'} gibt es nicht mehr. Wählen Sie ein anderes.`;
      else if (published && !published.has(String(reference.id))) {
        const title = typeof doc.title === 'string' && doc.title ? `„${doc.title}“` : 'Die gewählte Seite';
        message = `${title} ist nicht veröffentlicht. Veröffentlichen Sie die Seite zuerst, oder wählen Sie eine andere.`;
      }
      if (message) problems.push({ path: reference.path.join('.'), message: named(reference, message) });
    }
  }
  return problems;
}

function refusal(req: PayloadRequest, fields: readonly Field[], data: unknown, problems: { path: string; message: string }[], entity: { collection: string } | { global: string }): ValidationError {
  const blocks = req.payload.config.blocks ?? [];
  return new ValidationError({ ...entity, errors: problems.map((problem) => ({ ...problem, label: fieldLabelOf(fields, problem.path.split('.'), data, req, blocks) ?? undefined })), req }, req.t);
}

/**
 * Publishing refuses what would lead a visitor nowhere: a link to a path without a published
 * page or redirect, a teaser of an unpublished page, a picture or file deleted since; each
 * reason in German under its field. Drafts keep them (a page and what it links to are often
 * written together). Writes without a person (the seed, the system's own) are not asked.
 */
export const refuseBrokenReferences: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, req }) => {
  if (!req.user || data._status !== 'published') return data;
  // A publish may send only its status (the scheduler, a reviewer's "publish as it is"): what goes
  // live is the newest version with the request's changes over it.
  const page: Record<string, unknown> = { ...(originalDoc ?? {}), ...data };
  const references = collectReferences(collection.fields, page, req.payload.config.blocks ?? []);
  if (!references.length) return data;
  const problems = await brokenReferences(req, references, { collection: collection.slug, id: (originalDoc as { id?: Id } | undefined)?.id, path: page.path });
  if (problems.length) throw refusal(req, collection.fields, page, problems, { collection: collection.slug });
  return data;
};

/** The same for a global without drafts (the navigation): every save by a person is live at once. */
export const refuseBrokenGlobalReferences: GlobalBeforeChangeHook = async ({ data, global, req }) => {
  if (!req.user) return data;
  const problems = await brokenReferences(req, collectReferences(global.fields, data, req.payload.config.blocks ?? []), { collection: '' });
  if (problems.length) throw refusal(req, global.fields, data, problems, { global: global.slug });
  return data;
};

const PAGE_COLLECTIONS = ['articles', 'channels', 'jobPostings'] as const;

/** Whether a page (by id, or by the path of its newest version) is planned to go live before `at`. */
async function publishedBefore(req: PayloadRequest, target: { collection: string; id: Id } | { path: string }, at: Date): Promise<boolean> {
  let page: { collection: string; id: Id } | null = 'id' in target ? target : null;
  if (!page && 'path' in target) {
    for (const collection of PAGE_COLLECTIONS) {
      const { docs } = await req.payload.find({ collection, where: { path: { equals: target.path } }, draft: true, depth: 0, limit: 1, overrideAccess: true, req, select: {} });
      if (docs[0]) page = { collection, id: docs[0].id };
      if (page) break;
    }
  }
  if (!page) return false;
  const { totalDocs } = await req.payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { 'input.type': { equals: 'publish' } },
        { 'input.doc.relationTo': { equals: page.collection } },
        // The admin sends the id as text, the API may as a number.
        { or: [{ 'input.doc.value': { equals: String(page.id) } }, { 'input.doc.value': { equals: Number(page.id) } }] },
        { waitUntil: { less_than: at.toISOString() } },
        { completedAt: { exists: false } },
      ],
    },
    overrideAccess: true,
    req,
  });
  return totalDocs > 0;
}

/**
 * What a publication planned for `at` would refuse then: the page's newest version checked as a
 * publish checks it, except targets planned to go live before it. Null when nothing.
 */
export async function brokenAtPlannedTime(req: PayloadRequest, collection: (typeof PAGE_COLLECTIONS)[number], id: Id, at: Date): Promise<string | null> {
  const page = await req.payload.findByID({ collection, id, draft: true, depth: 0, overrideAccess: true, req, disableErrors: true });
  if (!page) return null;
  const { fields } = req.payload.collections[collection].config;
  const references = collectReferences(fields, page, req.payload.config.blocks ?? []);
  const remaining: string[] = [];
  const index = references.some((reference) => reference.kind === 'path') ? await loadPathIndex(req.payload) : undefined;
  for (const reference of references) {
    const [problem] = await brokenReferences(req, [reference], { collection, id, path: page.path }, index);
    if (!problem) continue;
    const target = reference.kind === 'document' ? { collection: reference.collection, id: reference.id } : { path: pageOfHref(reference.href) };
    if (!(await publishedBefore(req, target, at))) remaining.push(problem.message);
  }
  return remaining.length ? `Zum geplanten Zeitpunkt führten Links ins Leere: ${remaining.join(' ')}` : null;
}

import { APIError, type Access, type CollectionBeforeDeleteHook, type CollectionBeforeOperationHook, type CollectionSlug, type Endpoint, type PayloadRequest } from 'payload';

import { isChief } from '../access';
import { pageOfHref } from './check';
import { type Reference, LINKABLE, collectReferences } from './collect';

type Id = number | string;

/** Where a page or file is used: a page (its newest version) or the navigation. */
export interface Usage {
  collection: string;
  id: Id | null;
  title: string;
  /** The admin's address of the page that uses it. */
  adminUrl: string;
  published: boolean;
}

const PAGES = ['articles', 'channels', 'jobPostings'] as const;

/** Query flag of a delete or unpublish that was asked again and confirmed ("trotzdem"). */
export const CONFIRMED_PARAM = 'trotzdem';

const pointsAt = (reference: Reference, collection: string, id: Id, path: string | null) =>
  reference.kind === 'document' ? reference.collection === collection && String(reference.id) === String(id) : path !== null && pageOfHref(reference.href) === path;

/**
 * The pages (newest versions, drafts too) and the navigation that link to, tease or show the
 * document: a page by its id or its path, a file by its id. A few hundred pages are read at
 * depth 0, for an editor's question, not a visitor's.
 */
export async function usagesOf(req: PayloadRequest, collection: string, id: Id): Promise<Usage[]> {
  const blocks = req.payload.config.blocks ?? [];
  const isPage = (PAGES as readonly string[]).includes(collection);
  const target = isPage ? await req.payload.findByID({ collection: collection as (typeof PAGES)[number], id, depth: 0, overrideAccess: true, req, disableErrors: true, select: { path: true } }) : null;
  const path = target && typeof target.path === 'string' && target.path ? target.path : null;
  const adminRoute = req.payload.config.routes.admin;
  const usages: Usage[] = [];
  for (const slug of PAGES) {
    const { fields } = req.payload.collections[slug].config;
    const [latest, live] = await Promise.all([
      req.payload.find({ collection: slug, draft: true, depth: 0, limit: 0, pagination: false, overrideAccess: true, req }),
      req.payload.find({ collection: slug, where: { _status: { equals: 'published' } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, req, select: {} }),
    ]);
    const published = new Set(live.docs.map((doc) => String(doc.id)));
    for (const doc of latest.docs) {
      if (slug === collection && String(doc.id) === String(id)) continue;
      if (!collectReferences(fields, doc, blocks).some((reference) => pointsAt(reference, collection, id, path))) continue;
      usages.push({ collection: slug, id: doc.id, title: doc.title || 'Ohne Titel', adminUrl: `${adminRoute}/collections/${slug}/${doc.id}`, published: published.has(String(doc.id)) });
    }
  }
  const navigation = req.payload.globals.config.find((global) => global.slug === 'navigation');
  if (navigation) {
    const data = await req.payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true, req });
    if (collectReferences(navigation.fields, data, blocks).some((reference) => pointsAt(reference, collection, id, path))) {
      usages.push({ collection: 'navigation', id: null, title: 'Navigation', adminUrl: `${adminRoute}/globals/navigation`, published: true });
    }
  }
  return usages;
}

const listed = (usages: readonly Usage[]) => {
  const names = usages.slice(0, 5).map((usage) => `„${usage.title}“`);
  return usages.length > 5 ? `${names.join(', ')} und ${usages.length - 5} weitere` : names.join(', ');
};

const confirmed = (req: PayloadRequest) => {
  const value: unknown = req.query?.[CONFIRMED_PARAM];
  return value === '1' || value === 'true';
};

/**
 * Deleting a page or file a person still uses elsewhere is refused with the pages' names, until
 * asked again (`?trotzdem=1`, the "Verwendet in" panel's "Trotzdem löschen"). The system's own
 * deletes are not asked.
 */
export const askBeforeDeletingUsed: CollectionBeforeDeleteHook = async ({ collection, id, req }) => {
  if (!req.user || confirmed(req)) return;
  const usages = await usagesOf(req, collection.slug, id);
  if (!usages.length) return;
  throw new APIError(
    `Wird noch verwendet in ${listed(usages)}. Dort liefen Links ins Leere. Entfernen Sie die Verweise zuerst, oder löschen Sie im Kasten „Verwendet in“ mit „Trotzdem löschen“.`,
    409,
    { usages },
    true,
  );
};

/** Taking a live page offline that others link to: the same question. */
export const askBeforeUnpublishingUsed: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const write = args as { data?: { _status?: unknown }; id?: Id; draft?: boolean; overrideAccess?: boolean };
  if (operation !== 'update' || !req.user || write.overrideAccess || write.draft || write.data?._status !== 'draft' || write.id === undefined || confirmed(req)) return args;
  const live = await req.payload.findByID({ collection: collection.slug as CollectionSlug, id: write.id, depth: 0, overrideAccess: true, req, disableErrors: true });
  if ((live as { _status?: unknown } | null)?._status !== 'published') return args;
  const usages = (await usagesOf(req, collection.slug, write.id)).filter((usage) => usage.published);
  if (!usages.length) return args;
  throw new APIError(
    `Wird noch verwendet in ${listed(usages)}. Dort liefen Links ins Leere. Entfernen Sie die Verweise zuerst, oder nehmen Sie die Seite im Kasten „Verwendet in“ mit „Trotzdem offline nehmen“ offline.`,
    409,
    { usages },
    true,
  );
};

/** `GET /api/verwendung/{collection}/{id}`: the "Verwendet in" panel's list, for signed-in editors. */
export const usagesEndpoint: Endpoint = {
  path: '/verwendung/:page/:pageId',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'Bitte melden Sie sich an.' }] }, { status: 401 });
    const collection = req.routeParams?.page;
    const id = req.routeParams?.pageId;
    if (typeof collection !== 'string' || !(LINKABLE as readonly string[]).includes(collection) || (typeof id !== 'string' && typeof id !== 'number')) {
      return Response.json({ errors: [{ message: 'Unbekanntes Dokument.' }] }, { status: 404 });
    }
    return Response.json({ usages: await usagesOf(req, collection, id) }, { headers: { 'Cache-Control': 'private, no-store' } });
  },
};

/**
 * Update access of files (pictures, documents, videos): a file on a live page changes that page at
 * once, without review, so the Chefredaktion changes those; anyone on the team changes a file no
 * published page shows yet (their own new upload, say). A change of many at once is the
 * Chefredaktion's.
 */
export function filesChangedByRight(collection: 'media' | 'documents' | 'videos'): Access {
  return async ({ req, id }) => {
    if (!req.user) return false;
    if (isChief(req.user)) return true;
    if (id === undefined) return false;
    return (await usagesOf(req, collection, id)).every((usage) => !usage.published);
  };
}

import { APIError, type Access, type CollectionBeforeOperationHook, type PayloadRequest, type Where } from 'payload';

import { isChief, userHasRole } from '../access';
import { accountSections, channelTree, channelsOfSections, needsReview, sectionOf } from '../access/sections';
import { relationId } from '../hooks/paths';

import { REVIEW_REQUESTS_SLUG, type Reviewable } from './reviewable';

type Id = number | string;
type User = NonNullable<PayloadRequest['user']>;

export const sameAccount = (a: unknown, user: User | null | undefined): boolean => Boolean(user) && String(relationId(a as Id | { id: Id } | null)) === String(user?.id);

/** The submission of a document that waits for review, if any. */
export async function waitingSubmission(req: PayloadRequest, collection: Reviewable, id: Id) {
  const { docs } = await req.payload.find({
    collection: REVIEW_REQUESTS_SLUG,
    where: {
      and: [{ 'document.relationTo': { equals: collection } }, { 'document.value': { equals: id } }, { status: { equals: 'waiting' } }],
    },
    depth: 0,
    limit: 1,
    sort: '-createdAt',
    overrideAccess: true,
    req,
  });
  return docs[0] ?? null;
}

/** The channel of an article's latest version (its draft, if it has one): the one a publish makes live. */
export async function latestChannel(req: PayloadRequest, id: Id): Promise<Id | null> {
  const doc = await req.payload.findByID({
    collection: 'articles',
    id,
    draft: true,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
    select: { channel: true },
  });
  return relationId(doc?.channel ?? null);
}

interface Question {
  /** The article's channel as it will be (articles only). */
  channel?: Id | null;
  /** Whether a section's "Freigabe nötig" applies: to publishing, not to taking a page offline. */
  fourEyes: boolean;
}

/**
 * Whether the signed-in person may publish (or take offline) this document: null if so, else the
 * reason in German. The Chefredaktion publishes everything; a section's Redakteur/in the
 * articles of their sections, in a section that needs review only what someone else submitted;
 * an Autor/in nothing. Nobody publishes what they submitted themselves.
 */
export async function publishRefusal(req: PayloadRequest, collection: Reviewable, id: Id | undefined, { channel = null, fourEyes }: Question): Promise<string | null> {
  const { user } = req;
  // Without an account it is the system (seed, migrations, a job without a person); visitors
  // are kept out by the collections' access before any of this matters.
  if (!user) return null;
  const submission = id === undefined || !fourEyes ? null : await waitingSubmission(req, collection, id);
  if (submission && sameAccount(submission.submittedBy, user)) {
    return 'Ihre eigene Einreichung gibt eine andere Person frei. Ziehen Sie sie zurück, wenn Sie selbst veröffentlichen dürfen und wollen.';
  }
  if (isChief(user)) return null;
  if (collection !== 'articles') {
    return `${collection === 'channels' ? 'Rubrikseiten' : 'Stellenanzeigen'} veröffentlicht die Chefredaktion. Reichen Sie den Entwurf zur Freigabe ein.`;
  }
  if (!userHasRole(user, 'section-editor')) return 'Als Autor/in veröffentlichen Sie nicht selbst: Reichen Sie den Entwurf zur Freigabe ein.';
  const tree = await channelTree(req);
  const section = sectionOf(tree, channel)?.title || 'dieser Rubrik';
  if (channel === null || !channelsOfSections(tree, accountSections(user)).has(String(channel))) {
    return `Artikel der Rubrik „${section}“ veröffentlichen deren Redakteur/innen und die Chefredaktion. Reichen Sie den Entwurf zur Freigabe ein.`;
  }
  if (fourEyes && needsReview(tree, channel) && !submission) {
    return `In der Rubrik „${section}“ gibt eine zweite Person jeden Artikel frei: Reichen Sie den Entwurf zur Freigabe ein.`;
  }
  return null;
}

const refuse = (reason: string | null) => {
  if (reason) throw new APIError(reason, 403, undefined, true);
};

function channelOfData(data: unknown): Id | null | undefined {
  if (typeof data !== 'object' || data === null || !('channel' in data)) return undefined;
  return relationId(data.channel as Id | { id: Id } | null);
}

/**
 * Update access of a reviewable collection: every editor saves drafts; publishing (data with
 * `_status: 'published'`, as the admin asks it for its publish button and Payload's scheduler
 * before queueing) only who `publishRefusal` lets. Without an id (a change of many at once) the
 * articles of the sections that need no review.
 */
export function draftsForAllPublishingByRight(collection: Reviewable): Access {
  return async ({ req, id, data }) => {
    if (!req.user) return false;
    if (typeof data !== 'object' || data === null || data._status !== 'published') return true;
    if (id === undefined) return publishableWithoutReview(req, collection);
    const channel = collection === 'articles' ? (channelOfData(data) ?? (await latestChannel(req, id))) : null;
    return (
      (await publishRefusal(req, collection, id, {
        channel,
        fourEyes: true,
      })) === null
    );
  };
}

async function publishableWithoutReview(req: PayloadRequest, collection: Reviewable): Promise<boolean | Where> {
  if (isChief(req.user)) return true;
  if (collection !== 'articles' || !userHasRole(req.user, 'section-editor')) return false;
  const tree = await channelTree(req);
  const channels = [...channelsOfSections(tree, accountSections(req.user))].filter((channel) => !needsReview(tree, channel));
  return channels.length ? { channel: { in: channels.map((key) => tree.get(key)?.id ?? key) } } : false;
}

/** Delete access of a reviewable collection: the Chefredaktion, and a section's Redakteur/in its articles. */
export function deletedByRight(collection: Reviewable): Access {
  return async ({ req }) => {
    if (isChief(req.user)) return true;
    if (collection !== 'articles' || !userHasRole(req.user, 'section-editor')) return false;
    const tree = await channelTree(req);
    const channels = [...channelsOfSections(tree, accountSections(req.user))];
    return channels.length ? { channel: { in: channels.map((key) => tree.get(key)?.id ?? key) } } : false;
  };
}

interface WriteArgs {
  overrideAccess?: boolean;
  draft?: boolean;
  data?: Record<string, unknown>;
  id?: Id;
}

/**
 * What access alone cannot say, since Payload asks it without the `draft` flag and answers a
 * refusal in English: a save that is not a draft changes the live page (it publishes, takes
 * offline, or restores a version onto it), so it needs the right to publish, refused with the
 * reason in German. Access then checks the publish itself again. Local API calls that override
 * access (the seed, the system's own writes) pass.
 */
export function publishingByRight(collection: Reviewable): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    const write = args as WriteArgs;
    if (write.overrideAccess || !req.user || write.draft) return args;
    if (operation === 'restoreVersion') {
      if (write.id === undefined) return args;
      const version = await req.payload.findVersionByID({
        collection,
        id: String(write.id),
        depth: 0,
        overrideAccess: true,
        req,
        disableErrors: true,
      });
      const restored: unknown = version?.version;
      const restoresLive = typeof restored === 'object' && restored !== null && '_status' in restored && restored._status === 'published';
      const parent = relationId((version?.parent ?? null) as Id | { id: Id } | null);
      if (parent !== null && restoresLive) {
        refuse(
          await publishRefusal(req, collection, parent, {
            channel: channelOfData(restored) ?? null,
            fourEyes: true,
          }),
        );
      }
      return args;
    }
    if (operation !== 'create' && operation !== 'update') return args;
    const { data, id } = write;
    if (operation === 'create') {
      if (data?._status === 'published')
        refuse(
          await publishRefusal(req, collection, undefined, {
            channel: channelOfData(data) ?? null,
            fourEyes: true,
          }),
        );
      return args;
    }
    if (id === undefined) {
      if (!isChief(req.user)) throw new APIError('Mehrere Seiten auf einmal veröffentlicht oder ändert die Chefredaktion. Öffnen Sie die Seiten einzeln.', 403, undefined, true);
      return args;
    }
    const live = await req.payload.findByID({
      collection,
      id,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    });
    const wasLive = live?._status === 'published';
    if (data?._status === 'draft') {
      // Taking a live page offline: the right to publish, whatever the section's review setting.
      if (wasLive)
        refuse(
          await publishRefusal(req, collection, id, {
            channel: channelOfData(live) ?? null,
            fourEyes: false,
          }),
        );
      return args;
    }
    if (wasLive || data?._status === 'published') {
      const channel = collection === 'articles' ? (channelOfData(data) ?? (await latestChannel(req, id))) : null;
      refuse(await publishRefusal(req, collection, id, { channel, fourEyes: true }));
    }
    return args;
  };
}

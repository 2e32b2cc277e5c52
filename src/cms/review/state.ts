import type { Endpoint, PayloadRequest, Where } from 'payload';

import { isChief } from '../access';
import type { User } from '../generated/payload-types';
import { REVIEW_REQUESTS_SLUG, type Reviewable, isReviewable, personName } from './reviewable';
import { latestChannel, publishRefusal, sameAccount } from './rights';
import type { ReviewStatus } from './statusLabels';

type Id = number | string;

/** Where a page's review stands, as the sidebar's "Freigabe" shows it to the person asking. */
export interface ReviewState {
  request: {
    id: number;
    status: ReviewStatus;
    submittedBy: string;
    submittedAt: string;
    reviewedBy: string | null;
    reviewedAt: string | null;
    note: string | null;
    comment: string | null;
    bySelf: boolean;
  } | null;
  /** Payload's comparison of the newest version with the published one (null: nothing to compare). */
  compareUrl: string | null;
  everPublished: boolean;
  mayReturn: boolean;
  mayWithdraw: boolean;
}

const nameOf = (user: number | User | null | undefined) => personName(user, 'jemand');

/** The page's newest version and its newest published one: what a reviewer compares. */
async function versionsToCompare(req: PayloadRequest, collection: Reviewable, id: Id) {
  const newest = (where: Where) =>
    req.payload.findVersions({
      collection,
      where: { and: [{ parent: { equals: id } }, where] },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
      select: {},
    });
  const [latest, published] = await Promise.all([newest({}), newest({ 'version._status': { equals: 'published' } })]);
  return { latest: latest.docs[0]?.id, published: published.docs[0]?.id };
}

export async function reviewState(req: PayloadRequest, collection: Reviewable, id: Id): Promise<ReviewState> {
  const { docs } = await req.payload.find({
    collection: REVIEW_REQUESTS_SLUG,
    where: {
      and: [{ 'document.relationTo': { equals: collection } }, { 'document.value': { equals: id } }],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 1,
    overrideAccess: true,
    req,
  });
  const found = docs[0];
  const { latest, published } = await versionsToCompare(req, collection, id);
  const waiting = found?.status === 'waiting';
  const bySelf = Boolean(found && sameAccount(found.submittedBy, req.user));
  const mayReturn =
    waiting &&
    !bySelf &&
    (await publishRefusal(req, collection, id, {
      channel: collection === 'articles' ? await latestChannel(req, id) : null,
      fourEyes: true,
    })) === null;
  return {
    request: found
      ? {
          id: found.id,
          status: found.status,
          submittedBy: nameOf(found.submittedBy),
          submittedAt: found.createdAt,
          reviewedBy: found.reviewedBy ? nameOf(found.reviewedBy) : null,
          reviewedAt: found.reviewedAt ?? null,
          note: found.note ?? null,
          comment: found.comment ?? null,
          bySelf,
        }
      : null,
    compareUrl:
      latest !== undefined && published !== undefined && latest !== published ? `${req.payload.config.routes.admin}/collections/${collection}/${id}/versions/${latest}?versionFrom=${published}` : null,
    everPublished: published !== undefined,
    mayReturn,
    mayWithdraw: waiting && (bySelf || isChief(req.user)),
  };
}

/** `GET /api/review-requests/state/{collection}/{id}`: the panel's data, for signed-in editors. */
export const reviewStateEndpoint: Endpoint = {
  // Not `:collection`: Payload's own route parameter of that name is this collection's slug.
  path: '/state/:page/:pageId',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'Bitte melden Sie sich an.' }] }, { status: 401 });
    const collection = req.routeParams?.page;
    const id = req.routeParams?.pageId;
    if (!isReviewable(collection) || (typeof id !== 'string' && typeof id !== 'number')) return Response.json({ errors: [{ message: 'Unbekannte Seite.' }] }, { status: 404 });
    return Response.json(await reviewState(req, collection, id), {
      headers: { 'Cache-Control': 'private, no-store' },
    });
  },
};

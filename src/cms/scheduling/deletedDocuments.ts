import type { CollectionAfterDeleteHook } from 'payload';

import { SCHEDULE_PUBLISH_TASK } from './jobs';

/**
 * A deleted page's planned changes go with it. Payload means to delete them itself, but looks for
 * the document's id as the database has it (the number 18), while its scheduler stores the id as
 * text ("18"): nothing matched, so the job stayed behind, listed under "Geplant" with a link to a
 * page that is gone, and failed when its time came. A job already running is left to finish.
 */
export const forgetScheduledChanges: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await req.payload.db.deleteMany({
    collection: 'payload-jobs',
    req,
    where: {
      and: [
        { taskSlug: { equals: SCHEDULE_PUBLISH_TASK } },
        { 'input.doc.relationTo': { equals: collection.slug } },
        { 'input.doc.value': { equals: String(id) } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
      ],
    },
  });
};

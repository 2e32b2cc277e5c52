import { type SchedulePublishHandlerArgs, schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler';
import type { ServerFunction } from 'payload';

import { recordScheduleChange } from '../audit/record';
import { brokenAtPlannedTime } from '../references/check';
import { isReviewable } from '../review/reviewable';
import { latestChannel, publishRefusal } from '../review/rights';
import { SCHEDULE_PUBLISH_TASK } from './jobs';

/**
 * The admin's "Veröffentlichung planen" (Payload's `schedule-publish` server function, passed to
 * its handler in app/(payload)/layout.tsx), with two things Payload's own leaves out: it asks the
 * right to publish (Payload's checks only that the person may use the admin, so an author could
 * plan what they may not publish, to fail at its time), and the record notes who planned or took
 * back what for when. A publication whose links would lead nowhere at its time is refused now, unless
 * their targets are planned to go live before it.
 */
export const schedulePublishWithRights: ServerFunction<SchedulePublishHandlerArgs> = async (args) => {
  const { req, doc, deleteID, type, date } = args;
  if (doc && isReviewable(doc.relationTo) && !deleteID) {
    const value: unknown = doc.value;
    const id = typeof value === 'object' && value !== null && 'id' in value ? (value as { id: number | string }).id : (value as number | string);
    const channel = doc.relationTo === 'articles' ? await latestChannel(req, id) : null;
    const refusal = await publishRefusal(req, doc.relationTo, id, { channel, fourEyes: type !== 'unpublish' });
    // `refusal`: a reason for the editor, in German (Payload's `error` is a line for its log).
    if (refusal) return { error: refusal, refusal };
    // What would be refused then is refused now, unless its target is planned to go live first.
    const broken = type === 'publish' && date ? await brokenAtPlannedTime(req, doc.relationTo, id, new Date(date)) : null;
    if (broken) return { error: broken, refusal: broken };
  }
  const cancelled = deleteID === undefined ? null : await req.payload.findByID({ collection: 'payload-jobs', id: deleteID, depth: 0, overrideAccess: true, req, disableErrors: true });
  const result = await schedulePublishHandler(args);
  if (typeof result === 'object' && result !== null && 'error' in result) return result;
  if (cancelled) await recordScheduleChange(req, cancelled, true);
  else if (doc && date) await recordScheduleChange(req, { id: '', taskSlug: SCHEDULE_PUBLISH_TASK, waitUntil: new Date(date).toISOString(), input: { type, doc } }, false);
  return result;
};

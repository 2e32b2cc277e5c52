import type { BeforeListTableServerProps, CollectionSlug } from 'payload';

import { SCHEDULE_PUBLISH_TASK } from '../scheduling/jobs';

import { CancelScheduledChange } from './publishing/CancelScheduledChange';
import { viennaTime } from './viennaTime';

/** How many planned changes the list shows (the rest: in each document's scheduling dialog). */
const SHOWN = 20;

interface Planned {
  jobId: number | string;
  docId: string;
  action: 'publish' | 'unpublish';
  at: string;
}

function plannedChange(job: { id: number | string; input?: unknown; waitUntil?: string | null }): Planned | null {
  const input = job.input as { type?: unknown; doc?: { value?: unknown } } | null | undefined;
  const docId = input?.doc?.value;
  if ((typeof docId !== 'string' && typeof docId !== 'number') || !job.waitUntil) return null;
  return { jobId: job.id, docId: String(docId), action: input?.type === 'unpublish' ? 'unpublish' : 'publish', at: job.waitUntil };
}

const actionName = (change: Planned) => (change.action === 'publish' ? 'Veröffentlichen' : 'Veröffentlichung aufheben');

/**
 * Above a page collection's list: what is planned to go live or offline, and when (Vienna
 * time), with a link to each document and a button to take the change back. Nothing when
 * nothing is planned.
 */
export async function ScheduledChanges({ payload, collectionConfig }: BeforeListTableServerProps) {
  const slug = collectionConfig.slug as CollectionSlug;
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: SCHEDULE_PUBLISH_TASK } },
        { 'input.doc.relationTo': { equals: slug } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    sort: 'waitUntil',
    limit: SHOWN,
    depth: 0,
    overrideAccess: true,
  });
  const found = jobs.docs.map(plannedChange).filter((change): change is Planned => change !== null);
  if (found.length === 0) return null;
  const titled = await payload.find({
    collection: slug,
    where: { id: { in: found.map((change) => change.docId) } },
    draft: true,
    depth: 0,
    limit: SHOWN,
    pagination: false,
    overrideAccess: true,
  });
  const titles = new Map(titled.docs.map((doc) => [String(doc.id), 'title' in doc && typeof doc.title === 'string' && doc.title ? doc.title : `#${doc.id}`]));
  // A change planned for a document deleted since (before deleting took its jobs along) leads nowhere: not listed.
  const planned = found.filter((change) => titles.has(change.docId));
  if (planned.length === 0) return null;
  const adminRoute = payload.config.routes.admin;
  return (
    <section aria-labelledby="scheduled-changes" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 id="scheduled-changes" style={{ fontSize: '1.1rem', marginBottom: 'calc(var(--base) / 2)' }}>
        Geplant
      </h2>
      <div className="table">
        <table>
          <thead>
            <tr>
              <th scope="col">Zeitpunkt (Wien)</th>
              <th scope="col">Aktion</th>
              <th scope="col">Dokument</th>
              <th scope="col">
                <span className="sr-only">Entfernen</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {planned.map((change) => (
              <tr key={change.jobId}>
                <td>
                  <time dateTime={change.at}>{viennaTime.format(new Date(change.at))}</time>
                </td>
                <td>{actionName(change)}</td>
                <td>
                  <a href={`${adminRoute}/collections/${slug}/${change.docId}`}>{titles.get(change.docId)}</a>
                </td>
                <td>
                  <CancelScheduledChange jobId={change.jobId} name={`${actionName(change)} von „${titles.get(change.docId)}“ am ${viennaTime.format(new Date(change.at))}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

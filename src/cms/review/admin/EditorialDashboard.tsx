import { createLocalReq, type PayloadRequest, type ServerProps } from 'payload';

import { viennaTime } from '../../admin/viennaTime';
import { AUDIT_ACTIONS, type AuditAction } from '../../audit/changes';
import { AUDIT_LOG_SLUG } from '../../audit/AuditLog';
import { type BrokenPage, LINK_REPORT_SLUG } from '../../references/nightly';
import type { User } from '../../generated/payload-types';
import { REVIEWABLE, REVIEW_REQUESTS_SLUG, type Reviewable, personName } from '../reviewable';
import { latestChannel, publishRefusal, sameAccount } from '../rights';
import { submittedPage } from '../workflow';

/** How many rows each list shows (the rest: in the collections' lists). */
const SHOWN = 8;

const NOUNS: Record<Reviewable, string> = {
  articles: 'Artikel',
  channels: 'Rubrik',
  jobPostings: 'Stellenangebot',
};
/** What "Letzte Änderungen" shows: the site's content, not sign-ins or accounts. */
const CONTENT = [...REVIEWABLE, 'media', 'documents', 'videos', 'captions', 'redirects', 'navigation'];

interface Row {
  key: string;
  href: string;
  title: string;
  detail: string;
  at: string;
}

const when = (date: string) => viennaTime.format(new Date(date));
const nameOf = (user: number | User | null | undefined) => personName(user, 'jemand');

/** Waiting submissions this person decides (or, for an author, their own that wait). */
async function waitingRows(req: PayloadRequest, adminRoute: string): Promise<{ rows: Row[]; decides: boolean }> {
  const { docs } = await req.payload.find({
    collection: REVIEW_REQUESTS_SLUG,
    where: { status: { equals: 'waiting' } },
    sort: 'createdAt',
    depth: 1,
    limit: 100,
    overrideAccess: true,
    req,
  });
  const mine: Row[] = [];
  const toDecide: Row[] = [];
  for (const request of docs) {
    const page = submittedPage(request.document);
    if (!page) continue;
    const row: Row = {
      key: String(request.id),
      href: `${adminRoute}/collections/${page.collection}/${page.id}`,
      title: request.title || 'Ohne Titel',
      detail: `${NOUNS[page.collection]}, eingereicht von ${nameOf(request.submittedBy)}`,
      at: request.createdAt,
    };
    if (sameAccount(request.submittedBy, req.user)) mine.push(row);
    else if (toDecide.length < SHOWN) {
      const channel = page.collection === 'articles' ? await latestChannel(req, page.id) : null;
      if (
        (await publishRefusal(req, page.collection, page.id, {
          channel,
          fourEyes: true,
        })) === null
      )
        toDecide.push(row);
    }
  }
  return toDecide.length || !mine.length ? { rows: toDecide, decides: true } : { rows: mine.slice(0, SHOWN), decides: false };
}

/** Pages whose newest version is this person's unpublished draft. */
async function draftRows(req: PayloadRequest, adminRoute: string): Promise<Row[]> {
  const user = req.user;
  if (!user) return [];
  const found = await Promise.all(
    REVIEWABLE.map(async (collection) => {
      const { docs } = await req.payload.find({
        collection,
        draft: true,
        where: {
          and: [{ lastModifiedBy: { equals: user.id } }, { _status: { equals: 'draft' } }],
        },
        sort: '-updatedAt',
        limit: SHOWN,
        depth: 0,
        overrideAccess: true,
        req,
        select: { title: true, updatedAt: true },
      });
      return docs.map((doc): Row => ({
        key: `${collection}-${doc.id}`,
        href: `${adminRoute}/collections/${collection}/${doc.id}`,
        title: doc.title || 'Ohne Titel',
        detail: NOUNS[collection],
        at: doc.updatedAt,
      }));
    }),
  );
  return found
    .flat()
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, SHOWN);
}

/** The newest entries of the record about content, by anyone. */
async function changeRows(req: PayloadRequest, adminRoute: string): Promise<Row[]> {
  const { docs } = await req.payload.find({
    collection: AUDIT_LOG_SLUG,
    where: { entity: { in: CONTENT } },
    sort: '-createdAt',
    limit: SHOWN,
    depth: 0,
    overrideAccess: true,
    req,
  });
  return docs.map((entry) => {
    const path = entry.entity === 'navigation' ? '/globals/navigation' : entry.action !== 'delete' && entry.documentId ? `/collections/${entry.entity}/${entry.documentId}` : null;
    return {
      key: String(entry.id),
      href: path ? `${adminRoute}${path}` : '',
      title: entry.summary,
      detail: `${AUDIT_ACTIONS[entry.action as AuditAction] ?? entry.action} von ${entry.actorLabel}`,
      at: entry.createdAt,
    };
  });
}

/** The nightly link check's pages with links that lead nowhere since (references/nightly.ts). */
async function brokenRows(req: PayloadRequest, adminRoute: string): Promise<{ rows: Row[]; checkedAt: string | null }> {
  const report = await req.payload.findGlobal({ slug: LINK_REPORT_SLUG, depth: 0, overrideAccess: true, req });
  const pages = (Array.isArray(report.pages) ? report.pages : []) as BrokenPage[];
  const checkedAt = report.checkedAt ?? null;
  return {
    checkedAt,
    rows: pages.slice(0, SHOWN).map((page) => ({
      key: `${page.collection}-${page.id ?? ''}`,
      href: page.collection === 'navigation' ? `${adminRoute}/globals/navigation` : `${adminRoute}/collections/${page.collection}/${page.id}`,
      title: page.title,
      detail: page.problems.length > 1 ? `${page.problems[0]} (und ${page.problems.length - 1} weitere)` : (page.problems[0] ?? ''),
      at: checkedAt ?? '',
    })),
  };
}

function List({ id, heading, rows, empty }: { id: string; heading: string; rows: Row[]; empty: string }) {
  return (
    <section className="editorial-dashboard__list" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {rows.length ? (
        <ul>
          {rows.map((row) => (
            <li key={row.key}>
              {row.href ? <a href={row.href}>{row.title}</a> : <span>{row.title}</span>}
              <span className="editorial-dashboard__detail">
                {row.detail}
                {row.at ? (
                  <>
                    , <time dateTime={row.at}>{when(row.at)}</time>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="editorial-dashboard__empty">{empty}</p>
      )}
    </section>
  );
}

/** Above the dashboard's collection tiles: what waits for this person, their drafts, and what changed lately. */
export async function EditorialDashboard({ payload, user }: ServerProps) {
  if (!user) return null;
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload);
  const adminRoute = payload.config.routes.admin;
  const [waiting, drafts, changes, broken] = await Promise.all([waitingRows(req, adminRoute), draftRows(req, adminRoute), changeRows(req, adminRoute), brokenRows(req, adminRoute)]);
  return (
    <div className="editorial-dashboard">
      <List
        id="dashboard-waiting"
        heading={waiting.decides ? 'Wartet auf Freigabe' : 'Wartet auf Freigabe (Ihre Einreichungen)'}
        rows={waiting.rows}
        empty={waiting.decides ? 'Nichts wartet auf Ihre Freigabe.' : 'Keine Einreichung wartet.'}
      />
      <List id="dashboard-drafts" heading="Meine Entwürfe" rows={drafts} empty="Keine unveröffentlichten Entwürfe von Ihnen." />
      <List id="dashboard-changes" heading="Letzte Änderungen" rows={changes} empty="Noch keine Änderungen." />
      <List
        id="dashboard-broken-links"
        heading="Defekte Links"
        rows={broken.rows.map((row) => ({ ...row, at: '' }))}
        empty={broken.checkedAt ? `Keine: Alle Links führen zu veröffentlichten Seiten (geprüft ${when(broken.checkedAt)}).` : 'Die nächtliche Prüfung ist noch nicht gelaufen.'}
      />
    </div>
  );
}

import type { GlobalConfig, PayloadRequest, TaskConfig } from 'payload';

import { admins } from '../access';
import { SKIP_AUDIT_RECORD } from '../audit/changes';
import { loadPathIndex } from '../pathIndexLoader';
import { MAINTENANCE_QUEUE, oncePerCluster } from '../scheduling/jobs';
import { brokenReferences } from './check';
import { collectReferences } from './collect';

export const LINK_REPORT_SLUG = 'link-report';
export const CHECK_LINKS_TASK = 'checkLinks';

/** A live page with a link that leads nowhere since it was published. */
export interface BrokenPage {
  collection: string;
  id: number | string | null;
  title: string;
  problems: string[];
}

const PAGES = ['articles', 'channels', 'jobPostings'] as const;

/**
 * Every published page (and the navigation) checked as publishing checks it: what broke since,
 * a target taken offline or deleted, a redirect removed.
 */
export async function findBrokenLinks(req: PayloadRequest): Promise<BrokenPage[]> {
  const index = await loadPathIndex(req.payload);
  const blocks = req.payload.config.blocks ?? [];
  const broken: BrokenPage[] = [];
  for (const slug of PAGES) {
    const { fields } = req.payload.collections[slug].config;
    const { docs } = await req.payload.find({ collection: slug, where: { _status: { equals: 'published' } }, depth: 0, limit: 0, pagination: false, overrideAccess: true, req });
    for (const doc of docs) {
      const problems = await brokenReferences(req, collectReferences(fields, doc, blocks), { collection: slug, id: doc.id, path: doc.path }, index);
      if (problems.length) broken.push({ collection: slug, id: doc.id, title: doc.title || 'Ohne Titel', problems: problems.map((problem) => problem.message) });
    }
  }
  const navigation = req.payload.globals.config.find((global) => global.slug === 'navigation');
  if (navigation) {
    const data = await req.payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true, req });
    const problems = await brokenReferences(req, collectReferences(navigation.fields, data, blocks), { collection: '' }, index);
    if (problems.length) broken.push({ collection: 'navigation', id: null, title: 'Navigation', problems: problems.map((problem) => problem.message) });
  }
  return broken;
}

/** The nightly check's last result, for the dashboard ("Defekte Links"). Written only by the check. */
export const LinkReport: GlobalConfig = {
  slug: LINK_REPORT_SLUG,
  label: 'Linkprüfung',
  admin: { hidden: true },
  access: { read: ({ req }) => Boolean(req.user), update: admins },
  fields: [
    { name: 'checkedAt', label: 'Geprüft am', type: 'date' },
    { name: 'pages', label: 'Seiten mit defekten Links', type: 'json' },
  ],
};

/** Nightly, once for the cluster: writes the report anew. */
export const checkLinksTask: TaskConfig<{ input: object; output: { broken: number } }> = {
  slug: CHECK_LINKS_TASK,
  label: 'Links aller veröffentlichten Seiten prüfen',
  outputSchema: [{ name: 'broken', type: 'number', required: true }],
  schedule: [{ cron: '0 15 3 * * *', queue: MAINTENANCE_QUEUE, hooks: { beforeSchedule: oncePerCluster } }],
  handler: async ({ req }) => {
    const pages = await findBrokenLinks(req);
    await req.payload.updateGlobal({ slug: LINK_REPORT_SLUG, data: { checkedAt: new Date().toISOString(), pages }, overrideAccess: true, req, context: { [SKIP_AUDIT_RECORD]: true } });
    return { output: { broken: pages.length } };
  },
};

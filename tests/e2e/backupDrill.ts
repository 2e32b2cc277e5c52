import type { APIRequestContext } from '@playwright/test';

import { DEMO } from './fixtures';

export interface Save {
  id: number;
  title: string;
  /** When the save was answered. */
  at: number;
}

/**
 * The load of the backup drill (docs/operations.md): an editor saves a new draft every 100 ms
 * (POST `articles`, an `/api/articles` URL) and visitors read pages (`visit` answers a page's
 * status), until `stop`. Used for the embedded site (tests/e2e/backup.e2e.spec.ts) and at scale
 * (tests/cluster/cluster.e2e.spec.ts).
 */
export function editorAndVisitors({
  request,
  articles,
  headers,
  channel,
  stamp,
  visit,
}: {
  request: APIRequestContext;
  articles: string;
  headers: Record<string, string>;
  channel: number | undefined;
  stamp: string;
  visit: (page: string) => Promise<number>;
}) {
  const saved: Save[] = [];
  const failedSaves: string[] = [];
  const visitorAnswers: number[] = [];
  let busy = true;
  const editor = (async () => {
    for (let n = 1; busy; n += 1) {
      const title = `Sicherungsprobe ${stamp} ${n}`;
      const response = await request.post(`${articles}?draft=true`, {
        headers,
        data: { title, slug: `sicherungsprobe-${stamp}-${n}`, channel, leadText: 'Ein Entwurf, gespeichert während der Sicherung.', _status: 'draft' },
      });
      if (response.ok()) saved.push({ id: ((await response.json()) as { doc: { id: number } }).doc.id, title, at: Date.now() });
      else failedSaves.push(`${response.status()} ${await response.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const visitors = (async () => {
    while (busy) for (const page of ['/', '/verkehr', DEMO.article.path]) visitorAnswers.push(await visit(page));
  })();
  return {
    saved,
    failedSaves,
    visitorAnswers,
    async stop(): Promise<void> {
      busy = false;
      await Promise.all([editor, visitors]);
    },
  };
}

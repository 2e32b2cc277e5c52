import type { CollectionConfig, Config, Endpoint, PayloadHandler, Plugin, TaskConfig } from 'payload';

import { log } from '@/lib/log';

import { type BeforeSchedule, MAINTENANCE_QUEUE, oncePerCluster } from '../scheduling/jobs';

import { SEARCHED_COLLECTIONS, SEARCH_SLUG, type SearchedCollection, isSearched, pluralLabels } from './collection';
import { REINDEX_SEARCH_TASK, noteFinishedRebuild, rebuildPending } from './rebuildStatus';
import { reindexInPlace } from './reindexInPlace';

/** A queue of its own: a rebuild of minutes holds neither scheduled publications nor job-alert mails. */
export const SEARCH_QUEUE = 'search';

/** 04:00 on the server's clock, after the night's other maintenance (03:30). */
const NIGHTLY_REBUILD_CRON = '0 0 4 * * *';

/** The nightly rebuild covers every searched collection; `oncePerCluster` keeps it to one instance's queueing. */
const allCollectionsOncePerCluster: BeforeSchedule = async (args) => {
  const result = await oncePerCluster(args);
  return result.shouldSchedule ? { ...result, input: { collections: [...SEARCHED_COLLECTIONS] } } : result;
};

/**
 * The admin's "Neuindizieren" as a job of the queue: run by the one instance that runs jobs,
 * in the background, `reindexInPlace` for each collection asked for.
 */
export const reindexSearchTask: TaskConfig<{ input: { collections: SearchedCollection[] }; output: { pages: number; removed: number } }> = {
  slug: REINDEX_SEARCH_TASK,
  label: 'Suchindex neu aufbauen',
  inputSchema: [{ name: 'collections', type: 'select', hasMany: true, required: true, options: [...SEARCHED_COLLECTIONS] }],
  outputSchema: [
    { name: 'pages', type: 'number', required: true },
    { name: 'removed', type: 'number', required: true },
  ],
  retries: { attempts: 2, backoff: { type: 'fixed', delay: 60_000 } },
  // Nightly, once per cluster: a page whose row a publish failed to write (the plugin only logs
  // that) or a row changed by hand is right again by the morning. 10–25 s for 10,000 pages.
  schedule: [{ cron: NIGHTLY_REBUILD_CRON, queue: MAINTENANCE_QUEUE, hooks: { beforeSchedule: allCollectionsOncePerCluster } }],
  handler: async ({ input, req }) => {
    const started = Date.now();
    let pages = 0;
    let removed = 0;
    for (const collection of input.collections.filter(isSearched)) {
      const result = await reindexInPlace(req.payload, collection);
      pages += result.pages;
      removed += result.removed;
    }
    log.info('search.reindex.done', { collections: input.collections, pages, removed, ms: Date.now() - started });
    // For the index's list in the admin: Payload deletes the job itself once it has completed.
    // The rebuild is done either way: a failed note must not make the queue run it again.
    await noteFinishedRebuild(req.payload, { finishedAt: new Date().toISOString(), collections: input.collections.filter(isSearched), pages, removed }).catch((error: unknown) =>
      log.error('search.reindex.note-failed', { error }),
    );
    return { output: { pages, removed } };
  },
};

/**
 * The admin's "Neuindizieren" (the search plugin's button and endpoint): for admins (who may
 * update and delete the index), for the searched collections. It queues `reindexSearchTask` and
 * answers at once, with a German message the button shows. Run in the request, a rebuild of
 * 10,000 pages took 69 s on SQLite and over 6 minutes on PostgreSQL: longer than a proxy waits
 * for an answer (Varnish in deploy/cluster: 30 s), and the button then showed nothing.
 */
export const reindexHandler: PayloadHandler = async (req) => {
  const { access } = req.payload.collections[SEARCH_SLUG].config;
  const allowed = Boolean(req.user) && (await access.update({ req })) === true && (await access.delete({ req })) === true;
  if (!allowed) return Response.json({ message: req.t('error:notAllowedToPerformAction') }, { status: 401 });
  const body: unknown = req.json ? await req.json().catch(() => null) : null;
  const requested: unknown = typeof body === 'object' && body !== null && 'collections' in body ? body.collections : undefined;
  const collections = Array.isArray(requested) && requested.length > 0 && requested.every(isSearched) ? requested : null;
  if (!collections) return Response.json({ message: req.t('error:invalidRequestArgs', { args: `'collections'` }) }, { status: 400 });
  if (await rebuildPending(req.payload)) {
    return Response.json({ message: 'Der Suchindex wird bereits neu aufgebaut. Bitte warten Sie, bis das abgeschlossen ist.' }, { status: 409 });
  }
  await req.payload.jobs.queue({ task: REINDEX_SEARCH_TASK, queue: SEARCH_QUEUE, input: { collections } });
  const labels = pluralLabels(req.payload, collections);
  return Response.json(
    { message: `Der Suchindex wird im Hintergrund neu aufgebaut (${labels}). Bei vielen Seiten dauert das einige Minuten; die Suche findet währenddessen weiter alle Seiten. Wann er fertig ist, steht über der Liste.` },
    { status: 202 },
  );
};

/**
 * The search plugin with its "Neuindizieren" endpoint answered by `reindexHandler` (the
 * plugin's own rebuilds in one transaction, see `reindexInPlace`), and above the index's list
 * how rebuilds stand (admin/SearchIndexStatus; the plugin's own list components stay).
 */
export function withRebuildInBackground(plugin: Plugin): Plugin {
  const replace = (endpoint: Omit<Endpoint, 'root'>): Omit<Endpoint, 'root'> =>
    endpoint.path === '/reindex' && endpoint.method === 'post' ? { ...endpoint, handler: reindexHandler } : endpoint;
  const withStatus = (admin: CollectionConfig['admin']): CollectionConfig['admin'] => ({
    ...admin,
    components: { ...admin?.components, beforeListTable: [...(admin?.components?.beforeListTable ?? []), '/cms/admin/SearchIndexStatus#SearchIndexStatus'] },
  });
  return async (incoming: Config) => {
    const config = await plugin(incoming);
    return {
      ...config,
      collections: config.collections?.map((collection) =>
        collection.slug === SEARCH_SLUG
          ? { ...collection, admin: withStatus(collection.admin), endpoints: Array.isArray(collection.endpoints) ? collection.endpoints.map(replace) : collection.endpoints }
          : collection,
      ),
    };
  };
}

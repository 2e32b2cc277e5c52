import { type Payload, type PayloadRequest, type Where, createLocalReq } from 'payload';

import { usableRedirectTarget } from '@/lib/links/redirectTarget';
import { log } from '@/lib/log';
import { type IndexedRedirect, type PathIndex, currentPathIndex, installPathIndex } from '@/lib/routing/pathIndex';
import { buildArticlePath } from '@/lib/routing/paths';

import { channelPathFrom, relationId } from './hooks/paths';

type Relation = Parameters<typeof relationId>[0];

interface ChannelRow {
  id: number | string;
  slug?: string | null;
  parent?: Relation;
  isHome?: boolean | null;
  _status?: 'draft' | 'published' | null;
}

/** The canonical path of every channel, walked as the path hooks walk it, from one read of all of them. */
function channelPaths(channels: readonly ChannelRow[]): Map<number | string, string> {
  const byId = new Map(channels.map((channel) => [channel.id, channel]));
  const paths = new Map<number | string, string>();
  for (const channel of channels) {
    const path = channelPathFrom(channel, (id) => byId.get(id));
    if (path) paths.set(channel.id, path);
  }
  return paths;
}

interface PagePathRow {
  slug?: string | null;
  articleId?: number | null;
  channel?: Relation;
}

/**
 * What an article's or job posting's path is made of, for every one a visitor may read: their
 * collection's read access for a visitor, applied by the database adapter. Not `payload.find`:
 * its hooks run per document, which at 10,000 articles held the server's event loop for 0.5 s
 * (measured: 700 ms against 200 ms) on every reload, each minute and after each publish. These
 * fields have no read hooks or field access of their own.
 */
async function pagePathFields(req: PayloadRequest, collection: 'articles' | 'jobPostings'): Promise<PagePathRow[]> {
  const { payload } = req;
  const access = payload.collections[collection].config.access.read;
  const allowed = access ? await access({ req }) : true;
  if (allowed === false) return [];
  // Payload's find leaves out what is in the trash; the adapter does not (no collection here has one yet).
  const notTrashed: Where = payload.collections[collection].config.trash ? { deletedAt: { exists: false } } : {};
  const result = await payload.db.find<PagePathRow>({
    collection,
    where: allowed === true ? notTrashed : { and: [allowed, notTrashed] },
    pagination: false,
    limit: 0,
    req,
    select: { slug: true, articleId: true, channel: true },
  });
  return result.docs;
}

/**
 * Reads the index from the CMS. Pages, articles, job postings and redirects are read with a
 * visitor's access (no user, access control applied): what is in the index is what a visitor's
 * render would find. Only the channel tree, which article paths are built from, is read whole:
 * an article's path runs through its channel's parents whether or not those are published, as
 * its page's own path does.
 */
export async function loadPathIndex(payload: Payload): Promise<PathIndex> {
  const visitor = { overrideAccess: false, depth: 0, pagination: false } as const;
  const visitorReq = await createLocalReq({}, payload);
  const [tree, articles, jobs, redirects] = await Promise.all([
    payload.find({ collection: 'channels', overrideAccess: true, depth: 0, pagination: false, select: { slug: true, parent: true, isHome: true, _status: true } }),
    pagePathFields(visitorReq, 'articles'),
    pagePathFields(visitorReq, 'jobPostings'),
    payload.find({ collection: 'redirects', ...visitor, select: { from: true, to: true, status: true } }),
  ]);
  const paths = channelPaths(tree.docs);

  const pages = new Set<string>();
  const channels = new Map<string, string>();
  for (const channel of tree.docs) {
    const path = paths.get(channel.id);
    if (channel._status !== 'published' || !path) continue;
    pages.add(path);
    if (channel.slug) channels.set(channel.slug, path);
  }

  const articleIds = new Map<number, string>();
  for (const doc of [...articles, ...jobs]) {
    const channelId = relationId(doc.channel);
    const channelPath = channelId === null ? undefined : paths.get(channelId);
    if (!doc.slug || !doc.articleId || !channelPath) continue;
    const path = buildArticlePath(channelPath, doc.slug, doc.articleId);
    pages.add(path);
    articleIds.set(doc.articleId, path);
  }

  const redirectMap = new Map<string, IndexedRedirect>();
  for (const redirect of redirects.docs) {
    // A target the admin would refuse (written past it) leads nowhere: the path is as if without it.
    const to = usableRedirectTarget(redirect.to);
    if (redirect.from && to) redirectMap.set(redirect.from, { to, permanent: redirect.status === 'permanent' });
  }
  return { pages, redirects: redirectMap, articles: articleIds, channels };
}

/** The collections the index is read from. */
const SOURCES = ['channels', 'articles', 'jobPostings', 'redirects'] as const;

/**
 * A cheap mark of everything the index is read from: each collection's number of rows and its
 * latest change. Every write through Payload sets `updatedAt` (a publish, an unpublish, a moved
 * channel), and a delete lowers the count; a draft saved over a published page leaves the row
 * alone, as it leaves the index. Two small reads per collection, against reading every page.
 */
export async function pathSourcesStamp(payload: Payload): Promise<string> {
  const parts = await Promise.all(
    SOURCES.map(async (collection) => {
      const { totalDocs, docs } = await payload.db.find<{ updatedAt?: string | null }>({
        collection,
        limit: 1,
        pagination: true,
        sort: '-updatedAt',
        select: { updatedAt: true },
      });
      return `${collection}:${totalDocs}:${docs[0]?.updatedAt ?? ''}`;
    }),
  );
  return parts.join('|');
}

interface RefreshState {
  /** A reload in progress, and whether another was asked for meanwhile (it must see later writes). */
  running: Promise<void> | null;
  again: boolean;
  /** The sources' stamp taken before the installed index was read: unchanged, so is the index. */
  stamp: string | null;
}

const STATE = Symbol.for('mobilclub.pathIndexRefresh');
type StateHolder = typeof globalThis & { [STATE]?: RefreshState };

function state(): RefreshState {
  const holder = globalThis as StateHolder;
  return (holder[STATE] ??= { running: null, again: false, stamp: null });
}

/**
 * Reloads the index, at most one reload at a time; a change while one runs gets one more
 * after it. Resolves when an index that includes every change made before the call is
 * installed. A failed reload keeps the index there was (logged): a stale index for a moment is
 * better than none, which would send every unknown path to a render again.
 */
export function refreshPathIndex(payload: Payload): Promise<void> {
  const current = state();
  if (current.running) {
    current.again = true;
    return current.running;
  }
  const run = async () => {
    do {
      current.again = false;
      try {
        const started = performance.now();
        // Taken first: a write during the read changes it, so the next check reads again.
        const stamp = await pathSourcesStamp(payload);
        const index = await loadPathIndex(payload);
        installPathIndex(index);
        current.stamp = stamp;
        log.info('path-index.loaded', { pages: index.pages.size, redirects: index.redirects.size, ms: Math.round(performance.now() - started) });
      } catch (error) {
        log.error('path-index.failed', { error, kept: currentPathIndex() !== undefined });
      }
    } while (current.again);
  };
  current.running = run().finally(() => {
    current.running = null;
  });
  return current.running;
}

/**
 * Reads the index again if what it is read from changed since (a write no hook reported here:
 * another instance's without Redis, say). Resolves to whether it did.
 */
export async function reloadPathIndexIfChanged(payload: Payload): Promise<boolean> {
  const current = state();
  if (currentPathIndex() && current.stamp !== null && (await pathSourcesStamp(payload)) === current.stamp) return false;
  await refreshPathIndex(payload);
  return true;
}

/**
 * How often the sources are checked: the safety net for a change no hook reported. A full read
 * each time held the event loop for 0.13–0.6 s each minute at 10,000 articles (0.17 s of it
 * garbage collection); the check costs 20–30 ms of CPU.
 */
const CHECK_MS = 60_000;
/** How often the index is read again anyway: for a row changed by hand, past `updatedAt`. */
const FULL_RELOAD_MS = 60 * 60_000;
/** How often a process without an index tries again (a database not yet migrated, say). */
const RETRY_MS = 5_000;

const STARTED = Symbol.for('mobilclub.pathIndexStarted');
type StartedHolder = typeof globalThis & { [STARTED]?: boolean };

/**
 * Loads the index when the server starts and keeps it current: at once when a CMS hook reports
 * a change (`pathIndexChanged`), here or, with Redis, on another instance of the cluster; every
 * minute if the sources changed; every hour in any case. Once per process.
 */
export function startPathIndex(payload: Payload): void {
  const holder = globalThis as StartedHolder;
  if (holder[STARTED]) return;
  holder[STARTED] = true;
  let checkedAt = 0;
  let loadedAt = 0;
  const tick = async () => {
    const now = Date.now();
    if (currentPathIndex() && now - checkedAt < CHECK_MS) return;
    checkedAt = now;
    try {
      if (!currentPathIndex() || now - loadedAt >= FULL_RELOAD_MS) await refreshPathIndex(payload);
      else await reloadPathIndexIfChanged(payload);
    } catch (error) {
      log.error('path-index.check-failed', { error });
    }
    if (currentPathIndex() && now - loadedAt >= FULL_RELOAD_MS) loadedAt = now;
  };
  void tick();
  setInterval(() => void tick(), RETRY_MS).unref();
  // Another instance's publish: read again at once, not at the next check.
  void import('@/lib/server/redis').then(({ PATHS_CHANGED_CHANNEL, listen }) =>
    listen(PATHS_CHANGED_CHANNEL, () => void refreshPathIndex(payload)),
  );
}

/**
 * Called by the CMS hooks after a change to what is published where (after the response, when
 * the change is committed): the index is read again before the caches in front are purged, so
 * they refill from pages that know the new paths.
 */
export async function pathIndexChanged(payload: Payload): Promise<void> {
  if (!(globalThis as StartedHolder)[STARTED]) return;
  await refreshPathIndex(payload);
  const { PATHS_CHANGED_CHANNEL, announce } = await import('@/lib/server/redis');
  await announce(PATHS_CHANGED_CHANNEL);
}

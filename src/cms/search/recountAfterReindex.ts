import { type Config, type Endpoint, type PayloadHandler, type PayloadRequest, commitTransaction, initTransaction, killTransaction } from 'payload';

/**
 * Read by the PostgreSQL trigger that keeps `search_terms` (migration `search_terms_changed_words`):
 * set for one transaction, it leaves the counting to the end of it.
 */
const COUNT_AT_END = `SELECT set_config('mobilclub.search_terms_at_end', 'on', true)`;

/** Every indexed page's whole words counted again, as the migration `search_terms` did first. */
const RECOUNT = [
  `SELECT pg_advisory_xact_lock(hashtext('search_terms'))`,
  `DELETE FROM "search_terms"`,
  `INSERT INTO "search_terms" ("term", "pages")
     SELECT word, count(*) FROM "search", "search_terms_of"("title_terms", "lead_terms", "body_terms", NULL) AS word GROUP BY word`,
];

interface PostgresAdapter {
  pool: unknown;
  sessions: Record<string, { db: unknown } | undefined>;
  execute(args: { db: unknown; raw: string }): Promise<unknown>;
}

const isPostgres = (db: unknown): db is PostgresAdapter => typeof db === 'object' && db !== null && 'pool' in db && 'sessions' in db && 'execute' in db;

/**
 * The search plugin's "Neu indizieren" deletes and writes every row of the index in one
 * transaction. On PostgreSQL the row trigger of `search_terms` then updated the rows of the
 * common words once per page, and each update left a version of the row that the next one
 * had to step over until the commit: 1,000 pages took 5 s, 10,000 far beyond any request's
 * patience. Here the trigger stands aside for that transaction and the words are counted once
 * at its end. (SQLite updates in place; its trigger stays as it is.)
 */
export function recountAfterReindex(handler: PayloadHandler): PayloadHandler {
  return async (req: PayloadRequest) => {
    const db = req.payload.db;
    if (!isPostgres(db)) return handler(req);
    const ownTransaction = await initTransaction(req);
    const transactionID = await req.transactionID;
    const session = transactionID === undefined ? undefined : db.sessions[String(transactionID)];
    if (!session) {
      // No transaction to set the trigger aside in: the plugin's handler runs as it would alone.
      if (ownTransaction) await killTransaction(req);
      return handler(req);
    }
    try {
      await db.execute({ db: session.db, raw: COUNT_AT_END });
      const response = await handler(req);
      if (response.ok) {
        for (const raw of RECOUNT) await db.execute({ db: session.db, raw });
        if (ownTransaction) await commitTransaction(req);
      } else if (ownTransaction) await killTransaction(req);
      return response;
    } catch (error) {
      if (ownTransaction) await killTransaction(req);
      throw error;
    }
  };
}

/** The search collection (`slug`) of a config with the plugin's reindex endpoint wrapped as above. */
export function withRecountAfterReindex(config: Config, slug: string): Config {
  const wrap = (endpoint: Omit<Endpoint, 'root'>): Omit<Endpoint, 'root'> =>
    endpoint.path === '/reindex' && endpoint.method === 'post' ? { ...endpoint, handler: recountAfterReindex(endpoint.handler) } : endpoint;
  return {
    ...config,
    collections: config.collections?.map((collection) =>
      collection.slug === slug && Array.isArray(collection.endpoints) ? { ...collection, endpoints: collection.endpoints.map(wrap) } : collection,
    ),
  };
}

import pg from 'pg';

import { endStatement, isReadStatement, startStatementSpan } from '@/ops/observeStatement';

type Query = (...args: unknown[]) => unknown;

/** The statement's text, for a query given as text or as a query config; a `Submittable` (a cursor) has none we observe. */
function statementText(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (typeof config !== 'object' || config === null || typeof (config as { submit?: unknown }).submit === 'function') return undefined;
  const { text } = config as { text?: unknown };
  return typeof text === 'string' ? text : undefined;
}

/** One query in its trace span with its time counted; in both of pg's forms: with a callback (pg-pool's `pool.query`) and as a promise (Drizzle's transactions). */
function observedQuery(query: Query, args: unknown[]): unknown {
  const sql = statementText(args[0]);
  if (sql === undefined) return query(...args);
  const kind = isReadStatement(sql) ? 'read' : 'write';
  const span = startStatementSpan('postgresql', sql);
  const started = performance.now();
  const callbackAt = args.findIndex((arg) => typeof arg === 'function');
  const callback = args[callbackAt] as ((error: unknown, result: unknown) => void) | undefined;
  if (callback) {
    const observedArgs = [...args];
    observedArgs[callbackAt] = (error: unknown, result: unknown) => {
      endStatement(span, kind, started, error ?? undefined);
      callback(error, result);
    };
    return query(...observedArgs);
  }
  return (query(...args) as Promise<unknown>).then(
    (result) => {
      endStatement(span, kind, started);
      return result;
    },
    (error: unknown) => {
      endStatement(span, kind, started, error ?? new Error('failed'));
      throw error;
    },
  );
}

/**
 * pg's Client, each statement traced and timed (src/ops/observeStatement.ts); the pool makes its
 * connections from it (pg-pool's `Client` option), whichever way Drizzle then queries them.
 */
export class ObservedPgClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as Query;
    this.query = ((...args: unknown[]) => observedQuery(query, args)) as pg.Client['query'];
  }
}

import pg from 'pg';

import { type BreakerTicket, type CircuitBreaker, breakerFor } from '@/cache/serviceGuard.mjs';
import { endStatement, isReadStatement, startStatementSpan } from '@/ops/observeStatement';

/**
 * Errors that mean PostgreSQL did not answer (hung, gone, out of connections), not that it refused
 * a statement: only these count against its circuit breaker.
 */
const NO_ANSWER = /Query read timeout|Connection terminated|ECONNREFUSED|ECONNRESET|ETIMEDOUT|timeout exceeded when trying to connect|terminating connection|the database system is (?:starting up|shutting down)|circuit open/i;

export function isNoAnswer(error: unknown): boolean {
  return error instanceof Error && NO_ANSWER.test(`${(error as { code?: unknown }).code ?? ''} ${error.message}`);
}

type Query = (...args: unknown[]) => unknown;

/** The statement's text, for a query given as text or as a query config; a `Submittable` (a cursor) has none we observe. */
function statementText(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (typeof config !== 'object' || config === null || typeof (config as { submit?: unknown }).submit === 'function') return undefined;
  const { text } = config as { text?: unknown };
  return typeof text === 'string' ? text : undefined;
}

/**
 * A call that failed only after a second or more waited out a deadline (PostgreSQL hangs rather
 * than refuses): the calls behind it are refused at once for a while instead of each waiting as long.
 */
const waitedOut = (ticket: BreakerTicket) => performance.now() - ticket.started >= 1_000;

/** Runs a connect or query through the breaker: refused at once while it is open. */
function refusedNow(breaker: CircuitBreaker): { ticket: BreakerTicket } | { refused: unknown } {
  try {
    return { ticket: breaker.begin() };
  } catch (refused) {
    return { refused };
  }
}

/**
 * One query in its trace span with its time counted, through the database's circuit breaker; in
 * both of pg's forms: with a callback (pg-pool's `pool.query`) and as a promise (Drizzle's
 * transactions). `onNoAnswer` is told when PostgreSQL did not answer it.
 */
function observedQuery(query: Query, args: unknown[], breaker: CircuitBreaker, onNoAnswer: () => void): unknown {
  const sql = statementText(args[0]);
  if (sql === undefined) return query(...args);
  const callbackAt = args.findIndex((arg) => typeof arg === 'function');
  const callback = args[callbackAt] as ((error: unknown, result: unknown) => void) | undefined;
  const admitted = refusedNow(breaker);
  if ('refused' in admitted) {
    // A database that has stopped answering: refused at once rather than one more wait.
    if (!callback) return Promise.reject(admitted.refused);
    queueMicrotask(() => callback(admitted.refused, undefined));
    return undefined;
  }
  const { ticket } = admitted;
  const kind = isReadStatement(sql) ? 'read' : 'write';
  const span = startStatementSpan('postgresql', sql);
  const started = performance.now();
  const ended = (error: unknown) => {
    endStatement(span, kind, started, error ?? undefined);
    const noAnswer = error !== undefined && error !== null && isNoAnswer(error);
    breaker.end(ticket, noAnswer ? error : undefined, { opensAtOnce: noAnswer && waitedOut(ticket) });
    if (noAnswer) onNoAnswer();
  };
  if (callback) {
    const observedArgs = [...args];
    observedArgs[callbackAt] = (error: unknown, result: unknown) => {
      ended(error ?? undefined);
      callback(error, result);
    };
    return query(...observedArgs);
  }
  return (query(...args) as Promise<unknown>).then(
    (result) => {
      ended(undefined);
      return result;
    },
    (error: unknown) => {
      ended(error ?? new Error('failed'));
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
    const breaker = breakerFor('database');
    this.query = ((...args: unknown[]) => observedQuery(query, args, breaker, () => this.dropConnection())) as pg.Client['query'];
    // Opening a connection too: a server that hangs takes it and never finishes the start-up.
    const connect = this.connect.bind(this) as (callback?: (error?: Error) => void) => Promise<void> | undefined;
    this.connect = ((callback?: (error?: Error) => void) => {
      const admitted = refusedNow(breaker);
      if ('refused' in admitted) {
        if (!callback) return Promise.reject(admitted.refused);
        queueMicrotask(() => callback(admitted.refused as Error));
        return undefined;
      }
      const ended = (error?: Error) => {
        const noAnswer = error !== undefined && isNoAnswer(error);
        breaker.end(admitted.ticket, noAnswer ? error : undefined, { opensAtOnce: noAnswer && waitedOut(admitted.ticket) });
      };
      if (callback) {
        return connect((error?: Error) => {
          ended(error ?? undefined);
          callback(error);
        });
      }
      return (connect() as Promise<void>).then(
        () => ended(),
        (error: Error) => {
          ended(error);
          throw error;
        },
      );
    }) as pg.Client['connect'];
  }

  /**
   * After a statement went unanswered (pg's `query_timeout`): the connection waits for that answer
   * before it sends anything else, so what is queued behind it (the transaction's ROLLBACK) would
   * wait out another timeout. Its socket is closed: what is queued fails at once, and the pool
   * replaces the connection. `end()` would wait for a server that does not answer.
   */
  private dropConnection(): void {
    (this as unknown as { connection?: { stream?: { destroy?: () => void } } }).connection?.stream?.destroy?.();
  }
}

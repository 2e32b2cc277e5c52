import config from '@payload-config';
import { getPayload } from 'payload';

import { withinDeadline } from '@/cache/serviceGuard.mjs';

import { hasCredentials } from './credentials';

/** What an editor (or any API client) is told while the database cannot be used. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Die Datenbank ist gerade nicht erreichbar (gesperrt oder ausgefallen). Es wurde nichts gespeichert. Bitte versuchen Sie es in einigen Sekunden noch einmal.';

/** Seconds after which asking again makes sense. */
const RETRY_AFTER_SECONDS = 10;

/**
 * Errors of the database itself rather than of the request: SQLite locked by another process,
 * PostgreSQL refusing or dropping connections, shutting down or out of connections.
 */
const UNAVAILABLE = /SQLITE_BUSY|SQLITE_LOCKED|database is locked|ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|terminating connection|too many clients|the database system is (?:starting up|shutting down)|timeout exceeded when trying to connect|Query read timeout|database: circuit open/i;

/** How long the check below may take: a database that hangs must not hold the answer longer. */
const CHECK_TIMEOUT_MS = 1_500;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { message, code } = current as { message?: unknown; code?: unknown };
    if (UNAVAILABLE.test(`${String(code ?? '')} ${String(message ?? '')}`)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether the database answers a read right now (a real table: SQLite only locks on access), within CHECK_TIMEOUT_MS. */
async function databaseAnswers(): Promise<boolean> {
  const check = (async () => {
    try {
      const payload = await getPayload({ config });
      await payload.count({ collection: 'users', overrideAccess: true });
      return true;
    } catch (error) {
      return !isDatabaseUnavailable(error);
    }
  })();
  return withinDeadline(check, CHECK_TIMEOUT_MS, () => false);
}


/**
 * Wraps the CMS's REST and GraphQL routes. While the database cannot be used, Payload answers an
 * editor's request with a server error, or (its sign-in check reads the user from the database
 * and takes a failure for "no user") with 401/403 "keine Berechtigung", which tells the editor
 * something false. When such an answer comes and the database does not answer a read either, the
 * answer is 503 with Retry-After and a message that says what happened. Only then is the
 * database asked: a normal 403 costs nothing more.
 */
export function withDatabaseOutageAnswer<Args extends unknown[]>(handler: (request: Request, ...args: Args) => Promise<Response>) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    const response = await handler(request, ...args);
    const suspicious = response.status >= 500 || ((response.status === 401 || response.status === 403) && hasCredentials(request));
    if (!suspicious || (await databaseAnswers())) return response;
    return Response.json(
      { errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'DATABASE_UNAVAILABLE', statusCode: 503 } }] },
      { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } },
    );
  };
}

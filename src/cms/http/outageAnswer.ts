import config from '@payload-config';
import { getPayload } from 'payload';

import { withinDeadline } from '@/cache/serviceGuard.mjs';
import { STORAGE_PREFIXES, storageCheck } from '@/cms/storage';

import { hasCredentials } from './credentials';

/** What an editor (or any API client) is told while the database cannot be used. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Die Datenbank ist gerade nicht erreichbar (gesperrt oder ausgefallen). Es wurde nichts gespeichert. Bitte versuchen Sie es in einigen Sekunden noch einmal.';

/** What an editor is told when an upload failed because the object storage does not answer. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'Der Dateispeicher ist gerade nicht erreichbar. Es wurde nichts gespeichert. Bitte versuchen Sie es in einigen Sekunden noch einmal.';

/** Seconds after which asking again makes sense. */
const RETRY_AFTER_SECONDS = 10;

/**
 * Errors of the database itself rather than of the request: SQLite locked by another process,
 * PostgreSQL refusing or dropping connections, shutting down or out of connections.
 */
const UNAVAILABLE = /SQLITE_BUSY|SQLITE_LOCKED|database is locked|ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|terminating connection|too many clients|the database system is (?:starting up|shutting down)|timeout exceeded when trying to connect|Query read timeout|database: circuit open/i;

/** How long each check below may take: a service that hangs must not hold the answer longer. */
const CHECK_TIMEOUT_MS = 1_500;

/** A write to an upload collection (`POST /api/media`, `PATCH /api/documents/7`): it stores a file. */
const UPLOAD_WRITE = new RegExp(`^/api/(?:${Object.keys(STORAGE_PREFIXES).join('|')})(?:/|$)`);

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

/** Whether the object storage answers (always, where files lie on the local disk), within CHECK_TIMEOUT_MS. */
async function storageAnswers(): Promise<boolean> {
  const check = storageCheck();
  if (!check) return true;
  const controller = new AbortController();
  return withinDeadline(
    check(controller.signal).then(() => true, () => false),
    CHECK_TIMEOUT_MS,
    () => {
      controller.abort();
      return false;
    },
  );
}

function unavailable(message: string, code: string): Response {
  return Response.json(
    { errors: [{ message, extensions: { code, statusCode: 503 } }] },
    { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' } },
  );
}

/**
 * Wraps the CMS's REST and GraphQL routes. While the database cannot be used, Payload answers an
 * editor's request with a server error, or (its sign-in check reads the user from the database
 * and takes a failure for "no user") with 401/403 "keine Berechtigung", which tells the editor
 * something false. When such an answer comes and the database does not answer a read either, the
 * answer is 503 with Retry-After and a message that says what happened. Only then is the
 * database asked: a normal 403 costs nothing more. An upload that failed with a server error while
the database answers is checked against the object storage the same way (its client gives up on
a storage that hangs after a few seconds, src/cms/storage.ts).
 */
export function withOutageAnswer<Args extends unknown[]>(handler: (request: Request, ...args: Args) => Promise<Response>) {
  return async (request: Request, ...args: Args): Promise<Response> => {
    const response = await handler(request, ...args);
    const suspicious = response.status >= 500 || ((response.status === 401 || response.status === 403) && hasCredentials(request));
    if (!suspicious) return response;
    if (!(await databaseAnswers())) return unavailable(DATABASE_UNAVAILABLE_MESSAGE, 'DATABASE_UNAVAILABLE');
    const upload = response.status >= 500 && request.method !== 'GET' && UPLOAD_WRITE.test(new URL(request.url).pathname);
    if (upload && !(await storageAnswers())) return unavailable(STORAGE_UNAVAILABLE_MESSAGE, 'STORAGE_UNAVAILABLE');
    return response;
  };
}

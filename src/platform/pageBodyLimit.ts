import { IncomingMessage, Server as HttpServer, type ServerResponse } from 'node:http';
import { Server as HttpsServer } from 'node:https';

import { JSON_BODY_LIMIT } from '@/lib/http/bodyLimit';

/**
 * What a page or a server action may be sent: Next's own limit for server actions (1 MB,
 * `serverActions.bodySizeLimit`); a page takes no body. The CMS's API (`/api/…`) bounds its
 * bodies itself, and editors' uploads there are larger.
 */
export const PAGE_BODY_LIMIT = JSON_BODY_LIMIT;

/** Whether a request says it brings a larger body than a page or server action may take. */
export function declaresTooLargeForPage(method: string | undefined, url: string | undefined, contentLength: string | undefined): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  const path = url ?? '/';
  if (path === '/api' || path.startsWith('/api/')) return false;
  const length = Number(contentLength);
  return Number.isFinite(length) && length > PAGE_BODY_LIMIT;
}

function refuse(response: ServerResponse): void {
  const body = `Die Anfrage ist zu groß (höchstens ${Math.round(PAGE_BODY_LIMIT / 1024)} kB).`;
  response.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', Connection: 'close' });
  response.end(body);
}

const PATCHED = Symbol.for('mobilclub.pageBodyLimit');
type Patchable = { emit: (event: string | symbol, ...args: unknown[]) => boolean; [PATCHED]?: true };

/**
 * Next reads a page's or a server action's body in full before its proxy or the action sees the
 * request: a POST that says it brings 100 MB held its connection until all of it had arrived. Such
 * a request is answered 413 here, as the server receives it, and never reaches Next; a body sent
 * without a length (chunked) is cut off by Next's own limit for server actions.
 * Canary: pageBodyLimit.canary.test.ts (Next's own server sees requests through this emit).
 */
export function refuseLargePageBodies(): void {
  for (const prototype of [HttpServer.prototype, HttpsServer.prototype] as unknown as Patchable[]) {
    if (prototype[PATCHED]) continue;
    const emit = prototype.emit;
    prototype.emit = function emitUnlessTooLarge(this: unknown, event: string | symbol, ...args: unknown[]) {
      const [request, response] = args;
      if (event === 'request' && request instanceof IncomingMessage && declaresTooLargeForPage(request.method, request.url, request.headers['content-length'])) {
        refuse(response as ServerResponse);
        return true;
      }
      return Reflect.apply(emit, this, [event, ...args]) as boolean;
    };
    prototype[PATCHED] = true;
  }
}

import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

import { JSON_BODY_LIMIT } from '@/lib/http/bodyLimit';
import type { RequestStep } from '@/lib/server/requestStep';

/**
 * What a page or a server action may be sent: Next's own limit for server actions (1 MB,
 * `serverActions.bodySizeLimit`); a page takes no body. The CMS's API (`/api/…`) bounds its
 * bodies itself, and editors' uploads there are larger.
 */
export const PAGE_BODY_LIMIT = JSON_BODY_LIMIT;

/**
 * The CMS's API bounds the bodies it reads itself (editors' uploads are larger). Everything else
 * takes at most the limit, a GET too: a body nobody reads is still read by Node to the end, to
 * keep the connection open for the next request.
 */
const boundsItsOwnBody = (method: string | undefined, url: string | undefined) => {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  const path = url ?? '/';
  return path === '/api' || path.startsWith('/api/');
};

/** Whether a request says it brings a larger body than a page or server action may take. */
export function declaresTooLargeForPage(method: string | undefined, url: string | undefined, contentLength: string | undefined): boolean {
  if (boundsItsOwnBody(method, url)) return false;
  const length = Number(contentLength);
  return Number.isFinite(length) && length > PAGE_BODY_LIMIT;
}

/** A body sent without a length (chunked): only counting tells its size. */
const sendsUncountedBody = (request: IncomingMessage) =>
  !boundsItsOwnBody(request.method, request.url) && request.headers['content-length'] === undefined && request.headers['transfer-encoding'] !== undefined;

type Push = (chunk: unknown, encoding?: BufferEncoding) => boolean;
const bodySource = (request: IncomingMessage) => request as unknown as { push: Push; _dumped?: boolean };

/** How long a refused connection stays open, unread, for the client to read the answer. */
export const LINGER_MS = 2_000;

/**
 * Answers 413 and reads no more of the connection. Node reads the rest of a body nobody read to
 * keep the connection for another request (`_dump`, after the answer): marked as dumped already,
 * the body is neither read on nor handed to the request. The connection closes once the answer
 * is sent and the client had LINGER_MS to read it: closed at once with unread bytes in it, the
 * system resets it, and a client still sending lost the answer before it read it (Node ends a
 * `Connection: close` response's connection with the socket's `destroySoon`).
 */
function refuse(request: IncomingMessage, response: ServerResponse): void {
  bodySource(request)._dumped = true;
  const socket = request.socket as Socket & { destroySoon?: () => void };
  socket.pause();
  socket.destroySoon = () => {
    socket.end();
    const closing = setTimeout(() => socket.destroy(), LINGER_MS);
    closing.unref();
    socket.once('close', () => clearTimeout(closing));
  };
  const body = `Die Anfrage ist zu groß (höchstens ${Math.round(PAGE_BODY_LIMIT / 1024)} kB).`;
  response.writeHead(413, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', Connection: 'close' });
  response.end(body);
}

/**
 * Holds a chunked body back from Next until it has all arrived, and refuses it (413) as soon as
 * it passes the limit. Node's HTTP parser hands each piece of a body to the request's `push` (the
 * stream's source side) and the end as `push(null)`; so the pieces are counted as they arrive, whether or not anybody reads them. Next
 * meets the request only once its body is complete and within the limit, with every piece in the
 * stream as if it had just arrived. Without this Next read a 100 MB chunked body in full (a
 * server action then answered 500, a page 200).
 */
function holdUncountedBody(request: IncomingMessage, response: ServerResponse, handOn: () => void): void {
  const source = bodySource(request);
  const push = source.push;
  const pieces: unknown[] = [];
  let size = 0;
  source.push = (chunk, encoding) => {
    if (chunk === null) {
      source.push = push;
      handOn();
      for (const piece of pieces) push.call(request, piece);
      return push.call(request, null);
    }
    size += Buffer.byteLength(chunk as Buffer, encoding);
    if (size <= PAGE_BODY_LIMIT) {
      pieces.push(chunk);
      return true;
    }
    pieces.length = 0;
    source.push = push;
    refuse(request, response);
    // No more for the request: false makes the parser stop reading the connection.
    return false;
  };
}

/**
 * Next reads a page's or a server action's body in full before its proxy or the action sees the
 * request: a POST that says it brings 100 MB held its connection until all of it had arrived. Such
 * a request is answered 413 here, a step of the server pipeline (src/lib/server/pipeline.ts), and
 * never reaches Next; a body sent without a length (chunked) reaches Next once it has arrived
 * within the limit, and is answered 413 the moment it passes it ({@link holdUncountedBody}).
 */
export const limitPageBodies: RequestStep = (request, response, next) => {
  if (declaresTooLargeForPage(request.method, request.url, request.headers['content-length'])) refuse(request, response);
  // Handed on from the parser's push, later: in the request's own context (its log scope and span).
  else if (sendsUncountedBody(request)) holdUncountedBody(request, response, AsyncResource.bind(next));
  else next();
};

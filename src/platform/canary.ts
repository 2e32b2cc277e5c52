/**
 * What the canaries (src/platform/*.canary.test.ts) share: the installed framework's files, read
 * or loaded as they are on disk, whatever a package's `exports` allow. Test support only.
 */
import { readFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A file of an installed package, e.g. `next/dist/server/lib/start-server.js`. */
export function installed(file: string): string {
  return path.join(ROOT, 'node_modules', file);
}

export function readInstalled(file: string): string {
  return readFileSync(installed(file), 'utf8');
}

/** The version of an installed package, for the canaries' messages. */
export function versionOf(name: string): string {
  return (JSON.parse(readInstalled(`${name}/package.json`)) as { version: string }).version;
}

const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));

/** A CommonJS file of an installed package (Next's dist), loaded by Node as Next loads it. */
export function requireInstalled<T>(file: string): T {
  return requireFromRoot(installed(file)) as T;
}

/** An ES module of an installed package (Payload's dist), past its `exports`. */
export async function importInstalled<T>(file: string): Promise<T> {
  return (await import(/* @vite-ignore */ pathToFileURL(installed(file)).href)) as T;
}

/** The text from `start` up to the first line after it that is `end`, or null when `start` is gone. */
export function sliceFrom(text: string, start: string, end: string): string | null {
  const from = text.indexOf(start);
  if (from < 0) return null;
  const to = text.indexOf(end, from + start.length);
  return to < 0 ? null : text.slice(from, to + end.length);
}

/** A response to a request with `headers`, on a socket of its own that discards what is written. */
export function nodeResponse(headers: Record<string, string> = {}): ServerResponse {
  const request = new IncomingMessage(new Socket());
  Object.assign(request.headers, headers);
  request.method = 'GET';
  const response = new ServerResponse(request);
  const socket = new Socket();
  socket.write = () => true;
  response.assignSocket(socket);
  return response;
}

/**
 * How Next answers with a route handler's Response (the app-route handler it builds into every
 * route: next/dist/server/send-response.js) and with a rendered page (send-payload.js), run as
 * they are on a real Node response.
 */
export function nextResponseWriters(): {
  sendRouteResponse(res: ServerResponse, response: Response): Promise<void>;
  sendPage(res: ServerResponse, html: string): Promise<void>;
} {
  requireInstalled('next/dist/server/node-environment-baseline.js');
  const { sendResponse } = requireInstalled<{ sendResponse: (req: object, res: object, response: Response) => Promise<void> }>('next/dist/server/send-response.js');
  const { NodeNextResponse } = requireInstalled<{ NodeNextResponse: new (res: ServerResponse) => object }>('next/dist/server/base-http/node.js');
  const { sendRenderResult } = requireInstalled<{ sendRenderResult: (options: object) => Promise<void> }>('next/dist/server/send-payload.js');
  const RenderResult = requireInstalled<{ default: { fromStatic(value: string, contentType: string): object } }>('next/dist/server/render-result.js').default;
  return {
    sendRouteResponse: (res, response) => sendResponse({ method: 'POST' }, new NodeNextResponse(res), response),
    sendPage: (res, html) =>
      sendRenderResult({ req: res.req, res, result: RenderResult.fromStatic(html, 'text/html; charset=utf-8'), generateEtags: false, poweredByHeader: false, cacheControl: undefined }),
  };
}

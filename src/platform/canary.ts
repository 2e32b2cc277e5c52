/**
 * What the canaries (src/platform/*.canary.test.ts) share: the installed framework's files, read
 * or loaded as they are on disk, whatever a package's `exports` allow. Test support only.
 */
import { readFileSync } from 'node:fs';
import { IncomingMessage, type Server, ServerResponse } from 'node:http';
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

/** Next's server as `next start` starts it, stopped where it loads the app (and with it instrumentation). */
export interface StartedNextServer {
  /** The server Next listens with. */
  server: Server;
  /** `process.env.__NEXT_PRIVATE_ORIGIN` when Next began to load the app. */
  origin: string | undefined;
  /** The process's SIGTERM listeners at that moment: those instrumentation finds. */
  sigtermListeners: Array<(...args: unknown[]) => void>;
  /** Closes the server, takes off Next's signal listeners and restores the environment. */
  stop(): Promise<void>;
}

/**
 * Runs Next's start-server.js (what `next start` runs: next/dist/cli/next-start.js) with its
 * router server, which loads the built app and its instrumentation, replaced by a stand-in that
 * records the moment it is called and never returns. Everything Next does before that is real.
 */
export async function startNextServer(): Promise<StartedNextServer> {
  const before = { sigterm: process.listeners('SIGTERM'), sigint: process.listeners('SIGINT'), env: { ...process.env }, title: process.title };
  const routerServer = requireFromRoot.resolve(installed('next/dist/server/lib/router-server.js'));
  let reached: (value: { server: Server; origin: string | undefined; sigtermListeners: Array<(...args: unknown[]) => void> }) => void = () => undefined;
  const initialized = new Promise<Parameters<typeof reached>[0]>((resolve) => (reached = resolve));
  const standIn = {
    initialize: (options: { server: Server }) => {
      reached({ server: options.server, origin: process.env.__NEXT_PRIVATE_ORIGIN, sigtermListeners: process.listeners('SIGTERM') as Array<(...args: unknown[]) => void> });
      return new Promise(() => undefined);
    },
  };
  requireFromRoot.cache[routerServer] = { id: routerServer, filename: routerServer, loaded: true, exports: standIn } as NodeJS.Module;
  const { startServer } = requireInstalled<{ startServer: (options: object) => Promise<unknown> }>('next/dist/server/lib/start-server.js');
  void startServer({ dir: ROOT, isDev: false, hostname: '127.0.0.1', port: 0 });
  const started = await initialized;
  return {
    ...started,
    stop: async () => {
      started.server.closeAllConnections();
      await new Promise((resolve) => started.server.close(resolve));
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        const keep = signal === 'SIGTERM' ? before.sigterm : before.sigint;
        for (const listener of process.listeners(signal)) if (!keep.includes(listener)) process.off(signal, listener);
      }
      for (const key of Object.keys(process.env)) if (!(key in before.env)) delete process.env[key];
      Object.assign(process.env, before.env);
      process.title = before.title;
    },
  };
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

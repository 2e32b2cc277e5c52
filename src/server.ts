/**
 * The site's server: Next.js as a custom server (Next's documented `next()` and its request handler),
 * with the site's pipeline in front (src/lib/server/pipeline.ts) and the drain before a planned stop.
 * Run by Node directly (its type stripping: only erasable TypeScript here):
 *
 *   node src/server.ts [-p 3000] [-H 127.0.0.1] [--dev]
 *
 * It owns the HTTP server, so nothing of Node's or Next's prototypes is patched to get in front of
 * Next, and it knows its own address without reading Next's private variables. The pipeline's code
 * is the app's TypeScript (with its `@/` paths), loaded through tsx for this import only; Next's
 * own modules load as Node loads them.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';

import { tsImport } from 'tsx/esm/api';

import type * as SiteServerModule from './lib/server/siteServer';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
  },
});
const dev = values.dev === true;
const port = Number(values.port ?? process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Invalid port "${values.port ?? process.env.PORT}": a number from 0 to 65535`);
// As `next start` and `next dev` set them: Next and the app read both.
Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production', PORT: String(port) });

const server = createServer();
// Longer than the idle time of any client that reuses connections (Playwright's API client, Varnish's
// 60 s backend_idle_timeout, nginx's upstream keepalive): Node's default of 5 s closes a socket
// just as a client sends on it again, which the client sees as ECONNRESET or a 502.
server.keepAliveTimeout = 65_000;

/** Next's and the pipeline's start; a failure stops the process (Next only logs uncaught errors once it runs). */
async function start() {
  const { default: next } = await import('next');
  const app = next({ dev, dir: process.cwd(), hostname: values.hostname ?? 'localhost', port, httpServer: server });
  await app.prepare();
  // After Next has read next.config.ts: tsx's resolution, once registered, trips Next's own loader of it.
  const { createSiteServer } = (await tsImport('./lib/server/siteServer.ts', import.meta.url)) as typeof SiteServerModule;
  const site = createSiteServer();
  server.on('request', site.wrap(app.getRequestHandler()));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, values.hostname, resolve);
  });
  const { port: listening } = server.address() as AddressInfo;
  // Where the app reaches this server itself (src/lib/server/ownOrigin.ts: the proxy's held pages,
  // its redirects to this server), named as Next was told its host.
  const ownHost = values.hostname === undefined || values.hostname === '0.0.0.0' ? 'localhost' : values.hostname === '::' ? '::1' : values.hostname;
  process.env.MOBILCLUB_OWN_ORIGIN = `http://${ownHost.includes(':') ? `[${ownHost}]` : ownHost}:${listening}`;
  console.info(JSON.stringify({ level: 'info', event: 'server.ready', url: process.env.MOBILCLUB_OWN_ORIGIN, dev }));
  return { site, app };
}

const { site, app } = await start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

let stopping = false;
/** SIGTERM (a planned stop): drain first, then stop taking connections, finish the requests, exit 143. SIGINT: the same without the drain. */
async function stop(signal: 'SIGTERM' | 'SIGINT'): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (signal === 'SIGTERM') await site.drain();
  await new Promise((resolve) => {
    server.close(resolve);
    // A development server's open connections (the browser's) would hold it for ever.
    if (dev) server.closeAllConnections();
  });
  await app.close();
  process.exit(signal === 'SIGTERM' ? 143 : 130);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

import { drain } from './drain';
import { behind, serverPipeline } from './pipeline';
import type { RequestHandler } from './requestStep';

/**
 * What the site's server (src/server.ts) puts around Next. The server loads this module outside
 * Next's bundle; what it shares with the app (the metrics, the request scope the log reads, the
 * tracer, the CMS outage, the drain flag /api/health reads) is kept on globalThis by those modules.
 */
export interface SiteServer {
  /** Next's request handler behind the steps of src/lib/server/pipeline.ts. */
  wrap(handler: RequestHandler): RequestHandler;
  /** Says the instance is going (health 503), waits for the load balancer to notice, flushes traces. */
  drain(): Promise<void>;
}

export function createSiteServer(env: Record<string, string | undefined> = process.env): SiteServer {
  const steps = serverPipeline({ env });
  return { wrap: (handler) => behind(steps, handler), drain: () => drain() };
}

import type { Instrumentation } from 'next';

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerNode } = await import('./lib/server/registerNode');
    await registerNode();
  }
}

/** Spec 7: server errors are reported with url, status and stack; crawlers are only logged. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { isCrawler } = await import('./lib/crawler');
  const { log } = await import('./lib/log');
  const userAgent = request.headers['user-agent'];
  const err = error instanceof Error ? error : new Error(String(error));
  log.error('request.error', {
    url: request.path,
    method: request.method,
    statusCode: 500,
    statusMessage: 'Internal Server Error',
    message: err.message,
    stack: err.stack,
    digest: 'digest' in err ? err.digest : undefined,
    route: context.routePath,
    routeType: context.routeType,
    crawler: isCrawler(Array.isArray(userAgent) ? userAgent[0] : userAgent),
  });
};

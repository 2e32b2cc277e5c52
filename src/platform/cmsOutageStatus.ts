import type { ServerResponse } from 'node:http';

import { RETRY_AFTER_SECONDS, cmsOutageIsRecent } from '@/lib/cms/outage';
import type { RequestStep } from '@/lib/server/requestStep';

/**
 * A page whose CMS read failed is not rendered (runQuery throws), and Next answers such a render
 * with 500: the caches in front would treat that as a fault of the page. While the CMS is failing,
 * a server error becomes what it is, 503 with Retry-After, and nothing may keep it: an HTTP cache
 * then serves its last good copy (stale-if-error) and tries again shortly. Next offers no way for
 * a page to choose its error status, so the status is set where the response's head is written.
 * Canary: cmsOutageStatus.canary.test.ts (Next answers a failed render through writeHead(500)).
 */
export const answerCmsOutagesWith503: RequestStep = (_request, response, next) => {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadOfOutage(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode !== 500 || !cmsOutageIsRecent()) return Reflect.apply(writeHead, this, [statusCode, ...rest]) as ServerResponse;
    this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    this.setHeader('Cache-Control', 'no-store');
    // A reason phrase given for the 500 would be wrong now; headers given along are kept.
    const headers = rest.find((arg) => typeof arg === 'object');
    return Reflect.apply(writeHead, this, headers === undefined ? [503] : [503, headers]) as ServerResponse;
  } as typeof writeHead;
  next();
};

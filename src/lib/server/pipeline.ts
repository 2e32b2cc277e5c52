import { answerCmsOutagesWith503 } from '@/platform/cmsOutageStatus';
import { dedupeAppendedHeaders } from '@/platform/dedupeHeaders';
import { limitPageBodies } from '@/platform/pageBodyLimit';
import { secureAuthCookieOverHttps } from '@/platform/secureAuthCookie';
import { observeRequests, type RequestRecord } from '@/ops/requests/observeRequests';

import { believeTrustedForwardedHeaders, parseTrustedProxies } from './forwardedHeaders';
import { answerFromPathIndex } from './pathIndexAnswers';
import type { RequestHandler, RequestStep } from './requestStep';

export interface PipelineOptions {
  /** TRUSTED_PROXIES (src/lib/server/forwardedHeaders.ts). */
  env?: Record<string, string | undefined>;
  /** Where a finished request goes (by default the request log and the metrics). */
  record?: (entry: RequestRecord) => void;
}

/**
 * What happens to every request before Next sees it, in this order:
 *
 * 1. X-Forwarded-For and -Proto are replaced by what trusted proxies say (who the client is, https or not).
 * 2. The request gets its id, span and log scope; once answered, its log line and metrics.
 * 3. A page or server action body over 1 MB is answered 413 (a chunked one as soon as it passes it).
 * 4. Over https, Payload's session cookie is marked Secure when the head is written.
 * 5. While the CMS is away, a 500 is written as 503 with Retry-After.
 * 6. A value appended to a header that already holds it is skipped (Next's doubled Location).
 * 7. A visitor's request for an unknown path gets the 404 page, one for a redirect on this site its
 *    redirect, from the index of published paths (pathIndexAnswers.ts); anything else goes on to Next.
 *
 * Steps 4-6 wrap this response's own methods; no prototype of Node or Next is touched. The site's
 * server (src/server.ts) installs it around Next's request handler.
 */
export function serverPipeline(options: PipelineOptions = {}): RequestStep[] {
  const trusted = parseTrustedProxies((options.env ?? process.env).TRUSTED_PROXIES);
  return [
    believeTrustedForwardedHeaders(trusted),
    observeRequests(trusted, options.record),
    limitPageBodies,
    secureAuthCookieOverHttps,
    answerCmsOutagesWith503,
    dedupeAppendedHeaders,
    answerFromPathIndex(),
  ];
}

/** `handler` behind `steps`, the first step outermost. */
export function behind(steps: readonly RequestStep[], handler: RequestHandler): RequestHandler {
  return steps.reduceRight<RequestHandler>(
    (inner, step) => (request, response) => step(request, response, () => void inner(request, response)),
    handler,
  );
}

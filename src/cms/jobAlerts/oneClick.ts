import type { Endpoint } from 'payload';

import { clientKey, sharedRateLimiter } from '@/lib/http/rateLimit';

import { RATE_LIMIT_MESSAGE, TOKEN_RATE_LIMIT } from './rateLimits';
import { unsubscribe } from './service';

export const INVALID_LINK_MESSAGE = 'Dieser Link ist ungültig oder nicht mehr gültig.';

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(`${body}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', ...headers },
  });

/**
 * RFC 8058 one-click unsubscribe: mail programs POST `List-Unsubscribe=One-Click` to the link of
 * the List-Unsubscribe header (the unsubscribe page's own address, which the site's proxy sends
 * here for POST). Unknown and malformed tokens get one and the same answer.
 */
export const oneClickUnsubscribe: Endpoint = {
  path: '/one-click/:token',
  method: 'post',
  handler: async (req) => {
    const limited = await sharedRateLimiter('job-alert-token', TOKEN_RATE_LIMIT).take(clientKey(req.headers));
    if (!limited.ok) return text(RATE_LIMIT_MESSAGE, 429, { 'Retry-After': String(limited.retryAfterSeconds) });
    const token = typeof req.routeParams?.token === 'string' ? req.routeParams.token : '';
    const outcome = await unsubscribe(req.payload, token);
    if (outcome === 'invalid') return text(INVALID_LINK_MESSAGE, 404);
    return text('Der Job-Alarm ist abbestellt. Sie erhalten dazu keine E-Mails mehr.', 200);
  },
};

import { isSitePath } from './internal';
import { LINK_MESSAGES } from './linkRule';

export const REDIRECT_TARGET_MESSAGE = 'Bitte einen Pfad (beginnt mit „/“) oder eine Adresse mit https:// angeben.';

/**
 * Why an editor's redirect cannot lead to `to` (a German message), or null when it may: a path on
 * this site without query or anchor (never one a browser reads as another host, see
 * `isSitePath`), or an https:/http: address.
 */
export function redirectTargetProblem(to: string): string | null {
  if (to.startsWith('/')) {
    if (!/^\/[^\s?#]*$/.test(to)) return REDIRECT_TARGET_MESSAGE;
    return isSitePath(to) ? null : LINK_MESSAGES.otherHost;
  }
  try {
    const url = new URL(to);
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : REDIRECT_TARGET_MESSAGE;
  } catch {
    return REDIRECT_TARGET_MESSAGE;
  }
}

/**
 * A stored redirect's target, or null when no visitor may be sent there: the admin refuses such
 * targets, but a redirect written past it (an import, SQL) must not lead off-site either.
 */
export function usableRedirectTarget(to: string | null | undefined): string | null {
  return typeof to === 'string' && redirectTargetProblem(to) === null ? to : null;
}

import { isSitePath } from './internal';
import { type MAIL_LINK_ERRORS, mailLinkProblem } from './mailLink';

/** The only schemes a link may have: the web's, mail and phone. */
const ALLOWED_SCHEMES = new Set(['https:', 'http:', 'mailto:', 'tel:']);

/** What editors read when a link cannot stay as written. */
export const LINK_MESSAGES = {
  target: 'Bitte einen Pfad wie /reisen, eine Adresse mit https://, mailto: oder tel: angeben.',
  scheme: 'Dieser Link ist nicht erlaubt: Links beginnen mit https://, http://, mailto: oder tel:, oder sie sind ein Pfad wie /reisen.',
  otherHost: 'Ein Pfad beginnt mit genau einem „/“ (wie /reisen): mit „//“ oder „/\\“ führt er zu einer anderen Website. Andere Websites bitte mit https:// angeben.',
  mail: {
    required: 'Bitte nach „mailto:“ eine E-Mail-Adresse angeben.',
    email: 'Die E-Mail-Adresse nach „mailto:“ ist ungültig.',
    cc: 'Eine Adresse bei „cc“ ist ungültig.',
    bcc: 'Eine Adresse bei „bcc“ ist ungültig.',
  } satisfies Record<keyof typeof MAIL_LINK_ERRORS, string>,
} as const;

/**
 * The scheme of a link as a browser reads it (lower case, with its colon), or null for a path,
 * anchor or query. Browsers skip leading spaces and control characters and drop tabs and line
 * breaks anywhere, so ` java\tscript:` is `javascript:` to them, and so it is here.
 */
export function schemeOf(value: string): string | null {
  const seen = value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z0-9+.-]*:)/i.exec(seen)?.[1]?.toLowerCase() ?? null;
}

/**
 * A link nobody may store, not even in a draft: one with a scheme other than https:, http:,
 * mailto: and tel: (`javascript:`, `data:`, `file:` …).
 */
export function isForbiddenLink(value: string): boolean {
  const scheme = schemeOf(value);
  return scheme !== null && !ALLOWED_SCHEMES.has(scheme);
}

/**
 * Why a link an editor wrote cannot be published (a German message), or null when it may: a path
 * on this site (never one a browser reads as another host, see `isSitePath`), an anchor or query,
 * an https:/http: address with a domain, a mailto: link that keeps spec 5's mail rules, or tel:.
 */
export function linkProblem(value: string): string | null {
  // Phone numbers are written with spaces; nothing else may contain any.
  if (/^tel:\+?[0-9][0-9 ()/-]*$/i.test(value)) return null;
  if (isForbiddenLink(value)) return LINK_MESSAGES.scheme;
  if (/\s/.test(value)) return LINK_MESSAGES.target;
  if (value.startsWith('/')) return isSitePath(value) ? null : LINK_MESSAGES.otherHost;
  if (/^[#?]/.test(value)) return null;
  if (/^mailto:/i.test(value)) {
    const problem = mailLinkProblem(value);
    return problem ? LINK_MESSAGES.mail[problem] : null;
  }
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? null : LINK_MESSAGES.target;
  } catch {
    return LINK_MESSAGES.target;
  }
}

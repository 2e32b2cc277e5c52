/** Spec 5: the four exact error messages of the mail link builder. */
export const MAIL_LINK_ERRORS = {
  required: 'Email is a required parameter',
  email: 'Invalid email format',
  cc: 'Invalid cc email format',
  bcc: 'Invalid bcc email format',
} as const;

const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

type Addresses = string | readonly string[];

export interface MailLinkOptions {
  email: Addresses;
  cc?: Addresses;
  bcc?: Addresses;
  subject?: string;
  body?: string;
}

function toList(addresses: Addresses | undefined): string[] {
  const list = typeof addresses === 'string' ? addresses.split(',') : (addresses ?? []);
  return list.map((address) => address.trim()).filter(Boolean);
}

type MailLinkError = keyof typeof MAIL_LINK_ERRORS;

/** The first of the spec's mail rules the addresses break, or null. */
function addressProblem({ email, cc, bcc }: Pick<MailLinkOptions, 'email' | 'cc' | 'bcc'>): MailLinkError | null {
  const invalid = (addresses: Addresses | undefined) => toList(addresses).some((address) => !EMAIL_PATTERN.test(address));
  if (toList(email).length === 0) return 'required';
  if (invalid(email)) return 'email';
  if (invalid(cc)) return 'cc';
  if (invalid(bcc)) return 'bcc';
  return null;
}

/**
 * A mailto: link (spec 5). Address lists are joined by commas; subject and body are encoded
 * so German text, line breaks and "&" survive.
 */
export function buildMailLink({ email, cc, bcc, subject, body }: MailLinkOptions): string {
  const problem = addressProblem({ email, cc, bcc });
  if (problem) throw new Error(MAIL_LINK_ERRORS[problem]);
  const params: [string, string][] = [];
  const ccList = toList(cc);
  const bccList = toList(bcc);
  if (ccList.length > 0) params.push(['cc', ccList.join(',')]);
  if (bccList.length > 0) params.push(['bcc', bccList.join(',')]);
  if (subject) params.push(['subject', subject]);
  if (body) params.push(['body', body]);
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `mailto:${toList(email).join(',')}${query ? `?${query}` : ''}`;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Which of the spec's mail rules a written mailto: link breaks, or null when it keeps them: the
 * rules `buildMailLink` applies when it builds one, applied to one an editor typed.
 */
export function mailLinkProblem(href: string): MailLinkError | null {
  const match = /^mailto:([^?]*)(?:\?(.*))?$/is.exec(href);
  if (!match) return 'required';
  const params = new URLSearchParams(match[2] ?? '');
  const email = [decoded(match[1] ?? ''), ...params.getAll('to')].join(',');
  return addressProblem({ email, cc: params.getAll('cc').join(','), bcc: params.getAll('bcc').join(',') });
}

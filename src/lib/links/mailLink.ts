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

function checked(addresses: Addresses | undefined, message: string): string[] {
  const list = toList(addresses);
  if (list.some((address) => !EMAIL_PATTERN.test(address))) throw new Error(message);
  return list;
}

/**
 * A mailto: link (spec 5). Address lists are joined by commas; subject and body are encoded
 * so German text, line breaks and "&" survive.
 */
export function buildMailLink({ email, cc, bcc, subject, body }: MailLinkOptions): string {
  const to = toList(email);
  if (to.length === 0) throw new Error(MAIL_LINK_ERRORS.required);
  checked(to, MAIL_LINK_ERRORS.email);
  const params: [string, string][] = [];
  const ccList = checked(cc, MAIL_LINK_ERRORS.cc);
  const bccList = checked(bcc, MAIL_LINK_ERRORS.bcc);
  if (ccList.length > 0) params.push(['cc', ccList.join(',')]);
  if (bccList.length > 0) params.push(['bcc', bccList.join(',')]);
  if (subject) params.push(['subject', subject]);
  if (body) params.push(['body', body]);
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `mailto:${to.join(',')}${query ? `?${query}` : ''}`;
}

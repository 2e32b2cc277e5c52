/**
 * An e-mail address as the unsubscribe page shows it: enough to recognise one's own address,
 * not enough to learn someone else's from a forwarded link. "max.muster@example.at" becomes
 * "m***@e***.at".
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const name = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local[0]}***@${name[0] ?? ''}***${tld}`;
}

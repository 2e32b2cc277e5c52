/** The CMS's mails: job alerts to visitors, review notices to editors. */

/** A mail as Payload's adapter takes it (nodemailer's message options). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** A short HTML mail: one column, the club's colour, every link also written out in the text part. */
export function html(paragraphs: string[], button: { label: string; href: string }, footer: string[]): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('');
  const small = footer.map((p) => `<p style="margin:0 0 8px">${p}</p>`).join('');
  return `<!doctype html><html lang="de-AT"><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,sans-serif;color:#1f2933;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">${body}
<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="display:inline-block;background:#0d3b66;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(button.label)}</a></p>
<div style="border-top:1px solid #d9dee3;padding-top:16px;font-size:13px;color:#52606d">${small}</div></div></body></html>`;
}

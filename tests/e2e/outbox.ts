import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

import { expect } from './fixtures';

/** The e2e server's mail outbox (tests/e2e/server.sh sets MAIL_OUTBOX_DIR). */
const OUTBOX = path.resolve('.data/e2e/outbox');

export interface Mail {
  headers: Record<string, string>;
  /** The plain-text part, decoded. */
  text: string;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header, as text. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, encoded: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(encoded, 'base64').toString('utf8') : decodeQuotedPrintable(encoded.replace(/_/g, ' ')),
  );
}

/** An .eml file as written by the outbox adapter: headers (unfolded, names lower-cased) and its text part. */
export function parseMail(raw: string): Mail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  const body = rest.join('\n\n');
  const textPart = /Content-Type: text\/plain[^\n]*\n(?:Content-Transfer-Encoding: ([^\n]+)\n)?\n([\s\S]*?)\n--/.exec(body);
  const encoding = textPart?.[1]?.trim();
  const text = textPart?.[2] ?? body;
  return { headers, text: encoding === 'quoted-printable' ? decodeQuotedPrintable(text) : text };
}

/** The outbox of the second e2e server, with the tag manager enabled. */
export const TAG_MANAGER_OUTBOX = path.resolve('.data/e2e-tag-manager/outbox');

async function readAll(outbox: string): Promise<Mail[]> {
  const files = await readdir(outbox).catch(() => []);
  return Promise.all(files.sort().map(async (file) => parseMail(await readFile(path.join(outbox, file), 'utf8'))));
}

/** Every mail in the outbox whose recipient matches. */
export async function mailsTo(to: RegExp): Promise<Mail[]> {
  return (await readAll(OUTBOX)).filter((mail) => to.test(mail.headers.to ?? ''));
}

/** Waits for a mail to `to` whose subject contains `subject` (sending may be queued). */
export async function waitForMail(to: string, subject: string, timeout = 30_000, outbox = OUTBOX): Promise<Mail> {
  let found: Mail | undefined;
  await expect(async () => {
    found = (await readAll(outbox)).find((mail) => mail.headers.to === to && (mail.headers.subject ?? '').includes(subject));
    expect(found, `a mail to ${to} about "${subject}"`).toBeDefined();
  }).toPass({ timeout, intervals: [250, 500, 1000] });
  if (!found) throw new Error('unreachable');
  return found;
}

/** The path of the first link to this site's career portal in a mail's text. */
export function careerLink(mail: Mail, kind: 'bestaetigen' | 'unsubscribe'): string {
  const match = new RegExp(`https?://[^/\\s]+(/karriere-portal/${kind}/[A-Za-z0-9_-]{43})`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${kind} link in:\n${mail.text}`);
  return match[1];
}

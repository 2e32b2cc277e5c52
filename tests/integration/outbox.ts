import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The mails in an outbox folder so far (MAIL_OUTBOX_DIR), oldest first, as raw text with quoted-printable soft breaks undone. */
export function outboxMails(outbox: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return files.map((file) => readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''));
}

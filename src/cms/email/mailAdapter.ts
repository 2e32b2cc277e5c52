import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { nodemailerAdapter } from '@payloadcms/email-nodemailer';
import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailAdapter } from 'payload';

type Env = Record<string, string | undefined>;

/** Where mails go without SMTP settings: one .eml file per mail, readable by any mail client. */
export function outboxDir(env: Env = process.env): string {
  // A runtime location, not a source path: the bundler must not trace it.
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), env.MAIL_OUTBOX_DIR || '.data/outbox');
}

function smtpOptions(env: Env) {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const port = Number(env.SMTP_PORT || 587);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error('SMTP_PORT must be a port number');
  return {
    host,
    port,
    // Port 465 speaks TLS from the start; others upgrade with STARTTLS, which is then required.
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
    requireTLS: port !== 465 && env.SMTP_REQUIRE_TLS !== 'false',
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
  };
}

/**
 * A nodemailer transport that writes each mail, as sent, to `dir`: the file name sorts by time,
 * the random part keeps mails of the same millisecond apart.
 */
function outboxTransport(dir: string): Transporter {
  return nodemailer.createTransport({
    name: 'outbox',
    version: '1',
    send(mail, done) {
      mail.message.build((buildError, message) => {
        if (buildError) return done(buildError, undefined);
        const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
        mkdir(dir, { recursive: true })
          .then(() => writeFile(file, message.toString('utf8').replace(/\r\n/g, '\n')))
          .then(
            () => done(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId(), file }),
            (writeError: Error) => done(writeError, undefined),
          );
      });
    },
  });
}

/** A display name as one quoted string (RFC 5322), whatever characters it has. */
const quotedName = (name: string) => `"${name.replace(/[\\"]/g, '\\$&')}"`;

/**
 * Payload's e-mail adapter (`@payloadcms/email-nodemailer`). With SMTP_HOST set, mails go out
 * over SMTP (SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_SECURE); without, each is written as an
 * .eml file to the outbox (MAIL_OUTBOX_DIR, by default .data/outbox), so the embedded default
 * works offline and tests read what was sent. The SMTP server is not asked at start
 * (`skipVerify`): scripts and tests start without it, and a mail that fails is retried by the
 * job queue.
 */
export function mailAdapter(env: Env = process.env): Promise<EmailAdapter> {
  const smtp = smtpOptions(env);
  return nodemailerAdapter({
    defaultFromAddress: env.MAIL_FROM_ADDRESS?.trim() || 'karriere@mobilclub.example',
    // Quoted: the adapter writes `${name} <${address}>`, and unquoted a bracket in the name
    // would be read as a comment, a semicolon as a list and a quote dropped.
    defaultFromName: quotedName(env.MAIL_FROM_NAME?.trim() || 'Mobilclub Karriere'),
    transport: smtp ? nodemailer.createTransport(smtp) : outboxTransport(outboxDir(env)),
    skipVerify: true,
  });
}

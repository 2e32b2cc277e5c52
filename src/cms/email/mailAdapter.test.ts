import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Payload } from 'payload';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';

import { mailAdapter } from './mailAdapter';

const dir = mkdtempSync(path.join(tmpdir(), 'mobilclub-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const message = { to: 'leser@example.at', subject: 'Neue Stelle: Prüfer:in', text: 'Grüße aus Wien.' };

async function adapterFor(env: Record<string, string>) {
  const adapter = await mailAdapter(env);
  return adapter({ payload: {} as Payload });
}

describe('the mail adapter', () => {
  it('writes each mail to the outbox without SMTP settings, from the configured sender', async () => {
    const outbox = path.join(dir, 'outbox');
    const adapter = await adapterFor({ MAIL_OUTBOX_DIR: outbox, MAIL_FROM_NAME: 'Mobilclub Karriere' });
    expect(adapter.defaultFromAddress).toBe('karriere@mobilclub.example');
    await adapter.sendEmail(message);
    await adapter.sendEmail({ ...message, subject: 'Zweite' });
    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const first = readFileSync(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(first).toMatch(/^From: Mobilclub Karriere <karriere@mobilclub\.example>$/m);
    expect(first).toMatch(/^To: leser@example\.at$/m);
    expect(first).toContain('Subject: =?UTF-8?Q?Neue_Stelle=3A_Pr=C3=BCfer=3Ain?=');
    expect(first).not.toContain('\r\n');
  });

  it('keeps a sender name with brackets, a semicolon or quotes as it is', async () => {
    const outbox = path.join(dir, 'outbox-comma');
    const adapter = await adapterFor({ MAIL_OUTBOX_DIR: outbox, MAIL_FROM_NAME: 'Mobilclub (Wien); Karriere "Nord"' });
    await adapter.sendEmail(message);
    const [file] = readdirSync(outbox);
    const mail = readFileSync(path.join(outbox, file ?? ''), 'utf8');
    expect(mail).toMatch(/^From: "Mobilclub \(Wien\); Karriere \\"Nord\\"" <karriere@mobilclub\.example>$/m);
  });

  it('sends over SMTP when SMTP_HOST is set, with the account and sender configured', async () => {
    const received: { from: string; to: string[]; user: string | undefined; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth: (auth, _session, done) => done(null, { user: auth.username }),
      onData: (stream, session, done) => {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: typeof session.user === 'string' ? session.user : undefined,
            data,
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.server.address() as AddressInfo;
      const adapter = await adapterFor({
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_REQUIRE_TLS: 'false',
        SMTP_USER: 'mailer',
        SMTP_PASSWORD: 'secret',
        MAIL_FROM_ADDRESS: 'jobs@mobilclub.example',
        MAIL_FROM_NAME: 'Mobilclub Jobs',
        MAIL_OUTBOX_DIR: path.join(dir, 'unused'),
      });
      await adapter.sendEmail(message);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ from: 'jobs@mobilclub.example', to: ['leser@example.at'], user: 'mailer' });
      expect(received[0]?.data).toMatch(/^From: Mobilclub Jobs <jobs@mobilclub\.example>\r$/m);
      expect(() => readdirSync(path.join(dir, 'unused'))).toThrow();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('refuses a port that is no port', async () => {
    await expect(adapterFor({ SMTP_HOST: 'mail.example', SMTP_PORT: '70000' })).rejects.toThrow('SMTP_PORT must be a port number');
  });
});

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = path.resolve(process.cwd(), '.data/payload-secret');

/**
 * PAYLOAD_SECRET signs sessions. Production sets it; a local demo gets a random one that is
 * kept under .data/ (never committed) so sessions survive restarts.
 */
export function payloadSecret(env: Record<string, string | undefined> = process.env): string {
  const configured = env.PAYLOAD_SECRET?.trim();
  if (configured) return configured;
  try {
    return readFileSync(SECRET_FILE, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    mkdirSync(path.dirname(SECRET_FILE), { recursive: true });
    writeFileSync(SECRET_FILE, secret, { mode: 0o600 });
    return secret;
  }
}

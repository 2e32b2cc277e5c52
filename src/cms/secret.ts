import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Env = Record<string, string | undefined>;

/** Where a generated secret is kept: PAYLOAD_SECRET_FILE, by default .data/payload-secret. */
export function payloadSecretFile(env: Env = process.env, root: string = process.cwd()): string {
  return path.resolve(/* turbopackIgnore: true */ root, env.PAYLOAD_SECRET_FILE?.trim() || '.data/payload-secret');
}

/**
 * PAYLOAD_SECRET signs sessions. Production sets it; a local demo gets a random one that is
 * kept under .data/ (never committed) so sessions survive restarts.
 */
export function payloadSecret(env: Env = process.env): string {
  const configured = env.PAYLOAD_SECRET?.trim();
  if (configured) return configured;
  const file = payloadSecretFile(env);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Payload, SanitizedConfig } from 'payload';

export interface SeededCms {
  payload: Payload;
  config: Promise<SanitizedConfig>;
  /** Stops Payload and removes the test's database and files. */
  stop: () => Promise<void>;
}

/**
 * The CMS on a database of its own (an SQLite file in a temporary folder, or the empty
 * PostgreSQL database `databaseUrl` names), migrated with the same command the
 * server runs before it starts and filled with the demo content. Output of the migration is
 * captured, so a failure shows what it said.
 */
export async function startSeededCms(name: string, databaseUrl?: string): Promise<SeededCms> {
  const dir = mkdtempSync(path.join(tmpdir(), `mobilclub-${name}-`));
  process.env.DATABASE_URL = databaseUrl ?? `file:${path.join(dir, 'cms.db')}`;
  process.env.MEDIA_DIR = path.join(dir, 'media');
  process.env.DOCUMENTS_DIR = path.join(dir, 'documents');
  process.env.VIDEOS_DIR = path.join(dir, 'videos');
  process.env.PAYLOAD_SECRET = 'integration-test-secret';
  execFileSync('npm', ['run', '--silent', 'cms:migrate'], { env: process.env, encoding: 'utf8', stdio: 'pipe' });
  const { getPayload } = await import('payload');
  const config = (await import('@/cms/payload.config')).default;
  const payload = await getPayload({ config });
  const { seed } = await import('@/cms/seed');
  const seeded = await seed(payload);
  if (seeded !== 'seeded') throw new Error(`seed answered ${seeded}`);
  return {
    payload,
    config,
    stop: async () => {
      await payload.destroy();
      // Payload's destroy leaves PostgreSQL's pool open: its idle connections hear the server go
      // away (an error event nobody handles) unless the pool is closing and listening.
      const { pool } = payload.db as { pool?: { end(): Promise<void>; on(event: 'error', listener: () => void): void } };
      pool?.on('error', () => {});
      void pool?.end().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

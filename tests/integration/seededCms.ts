import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import type { Payload, SanitizedConfig } from 'payload';

export interface SeededCms {
  payload: Payload;
  config: Promise<SanitizedConfig>;
  /** Stops Payload and removes the test's database and files. */
  stop: () => Promise<void>;
}

/** Where the demo seeded on SQLite is kept, once per source, for every test file that starts from it. */
const TEMPLATES = path.resolve('.data/integration-seeded');

/** The source and packages the seed and the CMS are made of: a template seeded from others is not used. */
function sourceHash(): string {
  const hash = createHash('sha1').update(readFileSync(path.resolve('package-lock.json')));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(file).update(readFileSync(file));
    }
  };
  walk(path.resolve('src'));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The demo on SQLite, migrated and seeded once (by the first test file to ask, in a process of its
 * own, while the others wait) and copied by each: five files seeding it each took a core for about
 * 20 s apiece. A template is at most an hour old, since the demo's dates are relative to its seed.
 */
async function seededTemplate(): Promise<string> {
  const dir = path.join(TEMPLATES, sourceHash());
  const done = path.join(dir, 'done');
  const lock = `${dir}.lock`;
  const fresh = () => existsSync(done) && Date.now() - statSync(done).mtimeMs < 60 * 60_000;
  mkdirSync(TEMPLATES, { recursive: true });
  for (const deadline = Date.now() + 100_000; !fresh(); await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (Date.now() > deadline) throw new Error(`the seeded template ${dir} was not ready within 100 s`);
    try {
      mkdirSync(lock);
    } catch {
      // Another file seeds it; a lock older than its seed could take was left by a test run that stopped.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 150_000) rmSync(lock, { recursive: true, force: true });
      continue;
    }
    try {
      // Seeded by the file that held the lock just before: copies may be reading it already.
      if (fresh()) break;
      rmSync(dir, { recursive: true, force: true });
      for (const stale of readdirSync(TEMPLATES)) if (!stale.endsWith('.lock')) rmSync(path.join(TEMPLATES, stale), { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      const env = { ...process.env, ...cmsEnv(dir, `file:${path.join(dir, 'cms.db')}`) };
      await promisify(execFile)('sh', ['-c', 'npm run --silent cms:migrate && npm run --silent seed'], { env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }).catch(
        (error: Error & { stdout?: string; stderr?: string }) => {
          throw new Error(`seeding the template ${dir} failed: ${error.message}\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
        },
      );
      writeFileSync(done, '');
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return dir;
}

/** What the CMS reads of where its database and files are. */
function cmsEnv(dir: string, databaseUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(dir, 'media'),
    DOCUMENTS_DIR: path.join(dir, 'documents'),
    VIDEOS_DIR: path.join(dir, 'videos'),
    PAYLOAD_SECRET: 'integration-test-secret',
  };
}

/**
 * The CMS on a database of its own, filled with the demo content: a copy of the demo seeded once
 * on SQLite (an SQLite file in a temporary folder), or the empty PostgreSQL database
 * `databaseUrl` names, migrated with the same command the server runs before it starts and
 * seeded. Output of the migration is captured, so a failure shows what it said.
 */
export async function startSeededCms(name: string, databaseUrl?: string): Promise<SeededCms> {
  const dir = mkdtempSync(path.join(tmpdir(), `mobilclub-${name}-`));
  Object.assign(process.env, cmsEnv(dir, databaseUrl ?? `file:${path.join(dir, 'cms.db')}`));
  if (databaseUrl) execFileSync('npm', ['run', '--silent', 'cms:migrate'], { env: process.env, encoding: 'utf8', stdio: 'pipe' });
  else {
    const template = await seededTemplate();
    for (const entry of readdirSync(template)) if (entry !== 'done') cpSync(path.join(template, entry), path.join(dir, entry), { recursive: true });
  }
  const { getPayload } = await import('payload');
  const config = (await import('@/cms/payload.config')).default;
  const payload = await getPayload({ config });
  // A client still checked out when the test's PostgreSQL is stopped hears it go away: that is
  // the teardown, not a failure (pool.end below waits first; a client that never comes back
  // made it an uncaught error now and then).
  const pgPool = (payload.db as { pool?: { on(event: 'connect', listener: (client: { on(event: 'error', listener: () => void): void }) => void): void } }).pool;
  pgPool?.on('connect', (client) => client.on('error', () => {}));
  if (databaseUrl) {
    const { seed } = await import('@/cms/seed');
    const seeded = await seed(payload);
    if (seeded !== 'seeded') throw new Error(`seed answered ${seeded}`);
  }
  return {
    payload,
    config,
    stop: async () => {
      await payload.destroy();
      // Payload's destroy leaves PostgreSQL's pool open: its idle connections hear the server go
      // away (an error event nobody handles) unless the pool is closing and listening.
      const { pool } = payload.db as { pool?: { end(): Promise<void>; on(event: 'error', listener: () => void): void } };
      pool?.on('error', () => {});
      // Work still under way (a job runner's look, a search rebuild in the background queue, which
      // takes seconds on a busy machine) ends before its server is stopped, or it hears the server
      // go away as an uncaught error; work that hangs is not waited for past 15 s.
      if (pool) await Promise.race([pool.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 15_000))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

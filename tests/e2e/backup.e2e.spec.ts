import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, readFile, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { createClient } from '@libsql/client';

import { signIn } from './cms';
import { editorAndVisitors } from './backupDrill';
import { channelId, uniqueStamp } from './content';
import { DEMO, expect, test } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const RESTORED_PORT = PORT + 4;
const RESTORED = `http://127.0.0.1:${RESTORED_PORT}`;
/** The main e2e server's data (tests/e2e/server.sh), which the backup is taken of. */
const SITE_DATA = path.resolve('.data/e2e');
const RESTORED_DATA = path.resolve('.data/e2e-restored');
const UPLOADS = ['media', 'documents', 'videos'] as const;

/** The environment the main e2e server runs with, as far as its files go. */
const siteEnv = {
  ...process.env,
  DATABASE_URL: `file:${SITE_DATA}/cms.db`,
  MEDIA_DIR: `${SITE_DATA}/media`,
  DOCUMENTS_DIR: `${SITE_DATA}/documents`,
  VIDEOS_DIR: `${SITE_DATA}/videos`,
  PAYLOAD_SECRET_FILE: `${SITE_DATA}/payload-secret`,
  BACKUP_STATUS_FILE: `${SITE_DATA}/last-backup.json`,
};

const run = promisify(execFile);

/** Every file under `dir` with its modification time, by path relative to `dir`. */
async function filesIn(dir: string): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.set(path.relative(dir, file), (await stat(file)).mtimeMs);
  }
  return found;
}

let restoredSite: ChildProcess | undefined;
let backups: string | undefined;

/** The restored site stops with its test: a second one on the port would be asked in its stead. */
test.afterEach(async () => {
  const site = restoredSite;
  if (site?.pid && site.exitCode === null && site.signalCode === null) {
    const stopped = new Promise((resolve) => site.once('exit', resolve));
    try {
      process.kill(-site.pid, 'SIGTERM');
      await stopped;
    } catch {
      // Gone already.
    }
  }
  restoredSite = undefined;
  if (backups) await rm(backups, { recursive: true, force: true });
});

test('a backup taken while an editor saves every 100 ms and visitors read restores into a site with every document saved before it, every upload byte for byte', async ({ request, playwright }, testInfo) => {
  test.setTimeout(300_000);
  backups = await mkdtemp(path.join(tmpdir(), 'backups-'));
  const token = await signIn(request);
  const headers = { Authorization: `JWT ${token}` };
  const channel = await channelId(request, 'verkehr', token);
  const stamp = uniqueStamp();

  // An editor saves a new draft every 100 ms; visitors read pages meanwhile.
  const drill = editorAndVisitors({ request, articles: '/api/articles', headers, channel, stamp, visit: async (page) => (await request.get(page)).status() });
  const { saved, failedSaves, visitorAnswers } = drill;

  // Some saves before the backup begins (as many as a busy machine manages), some during it.
  await expect.poll(() => saved.length, { timeout: 30_000 }).toBeGreaterThan(3);
  const began = Date.now();
  const uploadsBefore = new Map(await Promise.all(UPLOADS.map(async (name) => [name, await filesIn(path.join(SITE_DATA, name))] as const)));
  const { stdout } = await run('npm', ['run', '--silent', 'backup', '--', backups], { env: siteEnv });
  // And a save after it, while the drill goes on.
  const savedByItsEnd = saved.length;
  await expect.poll(() => saved.length, { timeout: 30_000 }).toBeGreaterThan(savedByItsEnd);
  await drill.stop();

  expect(failedSaves, 'every save during the backup succeeded').toEqual([]);
  expect(visitorAnswers.filter((status) => status !== 200), 'every page answered').toEqual([]);
  const archive = /Backup written: (\S+) \(/.exec(stdout)?.[1];
  expect(archive, stdout).toBeTruthy();
  const beforeBackup = saved.filter((save) => save.at < began);
  expect(beforeBackup.length).toBeGreaterThan(3);

  // A damaged archive is refused before anything is touched.
  const truncated = path.join(backups, 'abgeschnitten.tar.gz');
  await copyFile(archive as string, truncated);
  await truncate(truncated, Math.floor((await stat(truncated)).size / 2));
  const emptyTarget = path.join(backups, 'leer');
  const refused = await run('npm', ['run', '--silent', 'restore', '--', truncated], {
    env: { ...siteEnv, DATABASE_URL: `file:${emptyTarget}/cms.db`, MEDIA_DIR: `${emptyTarget}/media`, DOCUMENTS_DIR: `${emptyTarget}/documents`, VIDEOS_DIR: `${emptyTarget}/videos`, PAYLOAD_SECRET_FILE: `${emptyTarget}/payload-secret` },
  }).then(
    () => undefined,
    (error: { code?: number; stderr?: string }) => error,
  );
  expect(refused?.code).toBe(1);
  expect(refused?.stderr).toContain('Restore failed: The archive cannot be unpacked, it is damaged or incomplete');
  expect(await readdir(emptyTarget).catch(() => [])).toEqual([]);

  // The site started from the archive (tests/e2e/server.sh restores it, then serves).
  const occupied = await fetch(`${RESTORED}/`).then(
    () => true,
    () => false,
  );
  expect(occupied, `port ${RESTORED_PORT} is free for the restored site`).toBe(false);
  // Its output goes with the test's results (test-results/…/restored-site.log).
  const output = openSync(testInfo.outputPath('restored-site.log'), 'w');
  restoredSite = spawn('bash', ['tests/e2e/server.sh'], {
    env: { ...process.env, E2E_PORT: String(RESTORED_PORT), E2E_VARIANT: 'restored', E2E_RESTORE_FROM: archive },
    detached: true,
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  await expect(async () => {
    expect((await fetch(`${RESTORED}/`)).status).toBe(200);
  }).toPass({ timeout: 180_000, intervals: [1_000] });
  expect((await fetch(`${RESTORED}${DEMO.article.path}`)).status).toBe(200);

  // Every draft saved before the backup began is there, as saved.
  const restored = await playwright.request.newContext({ baseURL: RESTORED });
  const restoredToken = await signIn(restored);
  const ids = beforeBackup.map((save) => save.id).join(',');
  const found = await restored.get(`/api/articles?where[id][in]=${ids}&draft=true&depth=0&limit=100`, { headers: { Authorization: `JWT ${restoredToken}` } });
  expect(found.ok()).toBe(true);
  const titles = new Map(((await found.json()) as { docs: { id: number; title: string }[] }).docs.map((doc) => [doc.id, doc.title]));
  expect(beforeBackup.filter((save) => titles.get(save.id) !== save.title)).toEqual([]);
  await restored.dispose();

  // Every file uploaded before the backup is there, byte for byte.
  let compared = 0;
  for (const name of UPLOADS) {
    for (const [file, modified] of uploadsBefore.get(name) ?? new Map<string, number>()) {
      if (modified >= began) continue;
      const original = await readFile(path.join(SITE_DATA, name, file)).catch(() => undefined);
      if (!original) continue; // deleted by another test since
      expect(await readFile(path.join(RESTORED_DATA, name, file)), `${name}/${file}`).toEqual(original);
      compared += 1;
    }
  }
  expect(compared).toBeGreaterThan(5);

  // And SQLite finds nothing wrong with the restored database.
  const database = createClient({ url: `file:${RESTORED_DATA}/cms.db` });
  expect((await database.execute('PRAGMA integrity_check')).rows[0]?.[0]).toBe('ok');
  database.close();
});

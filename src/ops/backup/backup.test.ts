import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type Client, createClient } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { pack, unpack } from './archive';
import { createBackup } from './backup';
import { type EmbeddedLayout, embeddedLayout, siteLayout, UnsupportedDatabaseError } from './layout';
import { DamagedArchiveError } from './manifest';
import { integrityOf, restoreBackup, TargetNotEmptyError } from './restore';

let root: string;

/** A site's data folder as the CMS lays it out, under `dir`. */
const layoutIn = (dir: string): EmbeddedLayout =>
  embeddedLayout({ DATABASE_URL: `file:${path.join(dir, 'cms.db')}`, MEDIA_DIR: `${dir}/media`, DOCUMENTS_DIR: `${dir}/documents`, VIDEOS_DIR: `${dir}/videos`, PAYLOAD_SECRET_FILE: `${dir}/payload-secret` }, root);

async function siteWithData(dir: string): Promise<{ layout: EmbeddedLayout; db: Client }> {
  const layout = layoutIn(dir);
  await mkdir(layout.uploads.media, { recursive: true });
  await mkdir(path.join(layout.uploads.videos, 'captions'), { recursive: true });
  await writeFile(path.join(layout.uploads.media, 'kreuzung.webp'), randomBytes(200_000));
  await writeFile(path.join(layout.uploads.videos, 'captions', 'fahrtipps.vtt'), 'WEBVTT\n\n00:00.000 --> 00:02.000\nHallo\n');
  await writeFile(layout.secret, 'geheim-und-lang-genug');
  const db = createClient({ url: `file:${layout.database}` });
  await db.execute('CREATE TABLE articles (id INTEGER PRIMARY KEY, title TEXT NOT NULL)');
  await db.execute("INSERT INTO articles (title) VALUES ('Winterreifenpflicht in Österreich')");
  return { layout, db };
}

const titles = async (database: string) => {
  const client = createClient({ url: `file:${database}` });
  try {
    return (await client.execute('SELECT title FROM articles ORDER BY id')).rows.map((row) => String(row.title));
  } finally {
    client.close();
  }
};

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a backup of the embedded site', () => {
  it('restores into an empty folder: the database (integrity ok), every upload byte for byte, the secret', async () => {
    const { layout, db } = await siteWithData(path.join(root, 'site'));
    db.close();
    const { archive, bytes, manifest } = await createBackup(layout, path.join(root, 'backups'));

    expect(path.basename(archive)).toMatch(/^mobilclub-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    expect(bytes).toBeGreaterThan(200_000);
    expect(manifest.files.map((file) => file.path)).toEqual(['database/cms.db', 'media/kreuzung.webp', 'payload-secret', 'videos/captions/fahrtipps.vtt']);
    // Noted for the metrics (time and size of the last good backup).
    expect(JSON.parse(await readFile(layout.status, 'utf8'))).toMatchObject({ archive, bytes });

    const restored = layoutIn(path.join(root, 'restored'));
    await restoreBackup(archive, restored);
    expect(await titles(restored.database)).toEqual(['Winterreifenpflicht in Österreich']);
    expect(await integrityOf(restored.database)).toBe('ok');
    for (const file of ['media/kreuzung.webp', 'videos/captions/fahrtipps.vtt']) {
      const [name, ...rest] = file.split('/') as ['media' | 'videos', ...string[]];
      expect(await readFile(path.join(restored.uploads[name], ...rest))).toEqual(await readFile(path.join(layout.uploads[name], ...rest)));
    }
    expect(await readFile(restored.secret, 'utf8')).toBe('geheim-und-lang-genug');
    expect((await stat(restored.secret)).mode & 0o777).toBe(0o600);
    // Only the archive is left in the folder, no staging files.
    expect(await readdir(path.join(root, 'backups'))).toEqual([path.basename(archive)]);
  });

  it('holds every save committed before it began, while saves go on every few milliseconds and none fails', async () => {
    const { layout, db } = await siteWithData(path.join(root, 'site'));
    // Some 10 MB, so that the copy takes long enough (tens of milliseconds) for saves to meet it.
    const filler = "INSERT INTO articles (title) SELECT hex(randomblob(100)) FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000) SELECT i FROM n)";
    await db.batch(Array.from({ length: 50 }, () => filler), 'write');
    const committed: { title: string }[] = [];
    const failures: unknown[] = [];
    let saving = true;
    const saves = (async () => {
      for (let n = 1; saving; n += 1) {
        const title = `Entwurf ${n}`;
        try {
          // As Payload saves: in a write transaction.
          const save = await db.transaction('write');
          await save.execute({ sql: 'INSERT INTO articles (title) VALUES (?)', args: [title] });
          await save.commit();
          committed.push({ title });
        } catch (error) {
          failures.push(error);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    // Counts of saves, not a time: a busy machine saves fewer per 100 ms.
    const savesUntil = async (count: number) => {
      while (committed.length < count && failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await savesUntil(6);
    const savedBefore = committed.length;
    const { archive } = await createBackup(layout, path.join(root, 'backups'));
    await savesUntil(committed.length + 3);
    saving = false;
    await saves;
    db.close();

    expect(failures).toEqual([]);
    const restored = layoutIn(path.join(root, 'restored'));
    await restoreBackup(archive, restored);
    const inArchive = new Set(await titles(restored.database));
    expect(inArchive.size).toBeGreaterThan(50_000);
    const before = committed.slice(0, savedBefore);
    expect(before.length).toBeGreaterThan(5);
    expect(before.filter((save) => !inArchive.has(save.title))).toEqual([]);
    expect(committed.length).toBeGreaterThan(before.length);
    // A drill (50,000 rows written, copied under saves, restored): over 5 s in a fresh clone's
    // `npm test`, beside lint, typecheck and the migration check on both cores.
  }, 30_000);
});

describe('a restore', () => {
  it('refuses a folder that holds a site, names what is there, and replaces it only with force', async () => {
    const { layout, db } = await siteWithData(path.join(root, 'site'));
    db.close();
    const { archive } = await createBackup(layout, path.join(root, 'backups'));
    const other = await siteWithData(path.join(root, 'other'));
    await other.db.execute("INSERT INTO articles (title) VALUES ('Nur hier')");
    other.db.close();

    const refusal = restoreBackup(archive, other.layout);
    await expect(refusal).rejects.toThrow(TargetNotEmptyError);
    await expect(refusal).rejects.toThrow(/has data already .*cms\.db.*--force/);
    expect(await titles(other.layout.database)).toContain('Nur hier');

    await restoreBackup(archive, other.layout, { force: true });
    expect(await titles(other.layout.database)).toEqual(['Winterreifenpflicht in Österreich']);
  });

  it('refuses a truncated archive with a clear message and leaves the folder empty', async () => {
    const { layout, db } = await siteWithData(path.join(root, 'site'));
    db.close();
    const { archive, bytes } = await createBackup(layout, path.join(root, 'backups'));
    await truncate(archive, Math.floor(bytes / 2));

    const target = layoutIn(path.join(root, 'restored'));
    await expect(restoreBackup(archive, target)).rejects.toThrow(DamagedArchiveError);
    await expect(restoreBackup(archive, target)).rejects.toThrow(/damaged or incomplete/);
    expect(await readdir(path.join(root, 'restored')).catch(() => [])).toEqual([]);
  });

  it('refuses an archive in which a file differs from its manifest', async () => {
    const { layout, db } = await siteWithData(path.join(root, 'site'));
    db.close();
    const { archive } = await createBackup(layout, path.join(root, 'backups'));
    const unpacked = path.join(root, 'unpacked');
    await mkdir(unpacked);
    await unpack(archive, unpacked);
    await writeFile(path.join(unpacked, 'media', 'kreuzung.webp'), randomBytes(200_000));
    const tampered = path.join(root, 'tampered.tar.gz');
    await pack(unpacked, tampered);

    await expect(restoreBackup(tampered, layoutIn(path.join(root, 'restored')))).rejects.toThrow(/media\/kreuzung\.webp in the archive is not what was backed up/);
  });
});

describe('the layout', () => {
  it('is the CMS defaults under .data/ for the embedded site', () => {
    const layout = embeddedLayout({}, '/srv/site');
    expect(layout).toEqual({
      database: '/srv/site/.data/cms.db',
      uploads: { media: '/srv/site/.data/media', documents: '/srv/site/.data/documents', videos: '/srv/site/.data/videos' },
      secret: '/srv/site/.data/payload-secret',
      status: '/srv/site/.data/last-backup.json',
    });
    expect(() => embeddedLayout({ DATABASE_URL: 'postgres://cms@db/site' })).toThrow(UnsupportedDatabaseError);
  });

  it('is PostgreSQL and the bucket at scale, as DATABASE_URL and S3_BUCKET say', () => {
    const env = { DATABASE_URL: 'postgres://cms:geheim@db:5432/site', S3_BUCKET: 'club-media', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(siteLayout(env, '/srv/site')).toMatchObject({
      kind: 'scale',
      layout: { databaseUrl: 'postgres://cms:geheim@db:5432/site', bucket: { bucket: 'club-media' }, status: '/srv/site/.data/last-backup.json' },
    });
    expect(siteLayout({ DATABASE_URL: 'postgres://cms@db/site' }, '/srv/site')).toMatchObject({ kind: 'scale', layout: { bucket: null, uploads: { media: '/srv/site/.data/media' } } });
    expect(siteLayout({}, '/srv/site')).toMatchObject({ kind: 'embedded', layout: { database: '/srv/site/.data/cms.db' } });
  });
});

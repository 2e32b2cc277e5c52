import { constants } from 'node:fs';
import { access, cp, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { createClient } from '@libsql/client';

import { pack } from './archive';
import { type EmbeddedLayout, UPLOAD_FOLDERS, type UploadFolder } from './layout';
import { type Manifest, writeManifest } from './manifest';

/** The database inside an archive. */
export const ARCHIVED_DATABASE = 'database/cms.db';
export const ARCHIVED_SECRET = 'payload-secret';

/** How long the copy waits for a save in progress (another process holds the write lock). */
const BUSY_TIMEOUT_MS = 10_000;

export interface BackupResult {
  archive: string;
  bytes: number;
  manifest: Manifest;
}

export const exists = (file: string) =>
  access(file, constants.F_OK).then(
    () => true,
    () => false,
  );

/** `2026-11-29T12-30-05Z`: sorts by time and is a valid file name everywhere. */
const stampOf = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll(':', '-');

/**
 * Copies the live database with SQLite's `VACUUM INTO`: one read transaction, so the copy is the
 * database as committed at one instant, taken while the site goes on reading and editors go on
 * saving (a save that commits meanwhile waits the few milliseconds the copy takes, or lands after
 * it). libsql, which the site uses, does not implement SQLite's backup API; a file copy could
 * catch a write half done.
 */
async function snapshotDatabase(database: string, target: string): Promise<void> {
  if (!(await exists(database))) throw new Error(`There is no database at ${database}: nothing to back up (set DATABASE_URL to the site's).`);
  const client = createClient({ url: `file:${database}` });
  try {
    await client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] });
  } finally {
    client.close();
  }
}

/** `database/cms.db`, `media/…`, `payload-secret`: what a backup staged, to be listed and packed. */
export interface Staged {
  snapshotAt: Date;
  database: Manifest['database'];
  bucket?: Manifest['bucket'];
  secretArchived: boolean;
}

/**
 * Stages a backup in a folder of its own beside the archives (`stage` fills it), lists every file
 * in a manifest with its size and SHA-256 and packs it. The archive appears under its final name
 * only once complete; the success is noted for the metrics.
 */
export async function writeArchive(folder: string, statusFile: string, stage: (staging: string) => Promise<Staged>): Promise<BackupResult> {
  await mkdir(folder, { recursive: true });
  const staging = await mkdtemp(path.join(folder, '.backup-'));
  try {
    const staged = await stage(staging);
    const manifest = await writeManifest(staging, {
      snapshotAt: staged.snapshotAt.toISOString(),
      finishedAt: new Date().toISOString(),
      database: staged.database,
      ...(staged.bucket ? { bucket: staged.bucket } : {}),
      secret: staged.secretArchived ? 'archived' : 'environment',
    });
    const archive = path.join(folder, `mobilclub-backup-${stampOf(staged.snapshotAt)}.tar.gz`);
    const partial = `${archive}.partial`;
    await pack(staging, partial);
    await rename(partial, archive);
    const bytes = (await stat(archive)).size;
    await noteSuccess(statusFile, { finishedAt: manifest.finishedAt, archive, bytes });
    return { archive, bytes, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Copies the upload folders (those there are; none when the uploads are in a bucket) and the secret's file (if there is one) into the staging folder. */
export async function stageFiles(staging: string, uploads: Record<UploadFolder, string> | null, secret: string): Promise<boolean> {
  for (const name of uploads ? UPLOAD_FOLDERS : []) {
    const source = uploads?.[name];
    if (source && (await exists(source))) await cp(source, path.join(staging, name), { recursive: true, preserveTimestamps: true });
  }
  const secretArchived = await exists(secret);
  if (secretArchived) await cp(secret, path.join(staging, ARCHIVED_SECRET), { preserveTimestamps: true });
  return secretArchived;
}

/**
 * Writes one archive of the embedded site into `folder`: the database as of one instant, then the
 * uploaded files and the session secret. Files uploaded before that instant are there (an upload
 * is stored before its document is saved).
 */
export function createBackup(layout: EmbeddedLayout, folder: string): Promise<BackupResult> {
  return writeArchive(folder, layout.status, async (staging) => {
    await mkdir(path.join(staging, path.dirname(ARCHIVED_DATABASE)), { recursive: true });
    const snapshotAt = new Date();
    await snapshotDatabase(layout.database, path.join(staging, ARCHIVED_DATABASE));
    const secretArchived = await stageFiles(staging, layout.uploads, layout.secret);
    return { snapshotAt, database: { kind: 'sqlite', file: ARCHIVED_DATABASE }, secretArchived };
  });
}

/** For the metrics: when the last backup succeeded, and how large it was. */
async function noteSuccess(statusFile: string, status: { finishedAt: string; archive: string; bytes: number }): Promise<void> {
  await mkdir(path.dirname(statusFile), { recursive: true });
  const partial = `${statusFile}.partial`;
  await writeFile(partial, `${JSON.stringify(status)}\n`);
  await rename(partial, statusFile);
}

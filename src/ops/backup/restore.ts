import { constants } from 'node:fs';
import { access, chmod, cp, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

import { createClient } from '@libsql/client';

import { unpack } from './archive';
import { ARCHIVED_DATABASE, ARCHIVED_SECRET } from './backup';
import { type EmbeddedLayout, UPLOAD_FOLDERS, type UploadFolder } from './layout';
import { DamagedArchiveError, type Manifest, verifyManifest } from './manifest';

export class TargetNotEmptyError extends Error {}

const exists = (file: string) =>
  access(file, constants.F_OK).then(
    () => true,
    () => false,
  );
const hasFiles = async (dir: string) => (await exists(dir)) && (await readdir(dir)).length > 0;

/** What of the site is there already: restoring over it needs `--force`. */
async function occupied(layout: EmbeddedLayout): Promise<string[]> {
  const found: string[] = [];
  if (await exists(layout.database)) found.push(layout.database);
  for (const name of UPLOAD_FOLDERS) if (await hasFiles(layout.uploads[name])) found.push(layout.uploads[name]);
  if (await exists(layout.secret)) found.push(layout.secret);
  return found;
}

/** SQLite's own check of every page and index of the restored database. */
export async function integrityOf(database: string): Promise<string> {
  const client = createClient({ url: `file:${database}` });
  try {
    const result = await client.execute('PRAGMA integrity_check');
    return result.rows.map((row) => String(row[0])).join('; ');
  } finally {
    client.close();
  }
}

/** Moves a file or folder into place; copies where the two are on different file systems. */
export async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, preserveTimestamps: true });
  }
}

/**
 * Moves an unpacked archive's upload folders into place (each replaces the site's, which goes if
 * the archive has none) and its secret, if it holds one. `uploads` null: the uploads are elsewhere
 * (a bucket).
 */
export async function placeFiles(staging: string, manifest: Manifest, uploads: Record<UploadFolder, string> | null, secret: string): Promise<void> {
  for (const name of uploads ? UPLOAD_FOLDERS : []) {
    const target = uploads?.[name];
    if (!target) continue;
    await rm(target, { recursive: true, force: true });
    if (await exists(path.join(staging, name))) await moveInto(path.join(staging, name), target);
  }
  if (manifest.secret === 'archived') {
    await rm(secret, { force: true });
    await moveInto(path.join(staging, ARCHIVED_SECRET), secret);
    await chmod(secret, 0o600);
  }
}

/**
 * Restores an archive of {@link createBackup} into the embedded site's places. Refuses when any of
 * them holds data, unless `force` (then it replaces them). Nothing is touched before the archive
 * has been unpacked and every file checked against its manifest and the database by SQLite's
 * integrity check. The site must be stopped meanwhile.
 */
export async function restoreBackup(archive: string, layout: EmbeddedLayout, { force = false } = {}): Promise<Manifest> {
  if (!(await exists(archive))) throw new Error(`There is no archive at ${archive}.`);
  const inPlace = await occupied(layout);
  if (inPlace.length > 0 && !force) {
    throw new TargetNotEmptyError(`the site has data already (${inPlace.join(', ')}): restore into an empty .data/, or add --force to replace it.`);
  }
  const parent = path.dirname(layout.database);
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(path.join(parent, '.restore-'));
  try {
    await unpack(archive, staging);
    const manifest = await verifyManifest(staging);
    if (manifest.database.kind !== 'sqlite') throw new DamagedArchiveError('The archive holds a site at scale (PostgreSQL): restore it with DATABASE_URL set to the PostgreSQL database.');
    const integrity = await integrityOf(path.join(staging, ARCHIVED_DATABASE));
    if (integrity !== 'ok') throw new DamagedArchiveError(`The archived database fails SQLite's integrity check: ${integrity}`);

    for (const file of [layout.database, `${layout.database}-journal`, `${layout.database}-wal`, `${layout.database}-shm`]) await rm(file, { force: true });
    await moveInto(path.join(staging, ARCHIVED_DATABASE), layout.database);
    await placeFiles(staging, manifest, layout.uploads, layout.secret);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';

import { type S3Settings, s3ClientConfig } from '@/cms/storage';

import { unpack } from './archive';
import { type BackupResult, exists, stageFiles, writeArchive } from './backup';
import type { ScaleLayout } from './layout';
import { DamagedArchiveError, type Manifest, verifyManifest } from './manifest';
import { TargetNotEmptyError, placeFiles } from './restore';

/** pg_dump's custom format inside an archive: compressed, and pg_restore can check its table of contents. */
export const ARCHIVED_DUMP = 'database/cms.dump';
const BUCKET_DIR = 'bucket';

/**
 * The connection as libpq's variables, so the password never shows in a process list (pg_dump
 * and pg_restore would show a URL given as an argument).
 */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const sslmode = parsed.searchParams.get('sslmode');
  return {
    ...process.env,
    PGHOST: decodeURIComponent(parsed.hostname.replace(/^\[|\]$/g, '')) || 'localhost',
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
    ...(parsed.username ? { PGUSER: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { PGPASSWORD: decodeURIComponent(parsed.password) } : {}),
    ...(sslmode ? { PGSSLMODE: sslmode } : {}),
  };
}

/** Runs one of PostgreSQL's programs (Debian's postgresql-client); rejects with what it said. */
function runPg(program: 'pg_dump' | 'pg_restore', args: string[], url: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: url ? libpqEnv(url) : process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${program} not found: install PostgreSQL's client programs (Debian: postgresql-client).`) : error),
    );
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${program}: ${said.trim() || `exit code ${code}`}`))));
  });
}

/** Every object of the bucket, page by page. */
async function* objectsOf(client: S3Client, bucket: string): AsyncGenerator<string> {
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ...(token ? { ContinuationToken: token } : {}) }));
    for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** An object's place in the archive; a key that would leave the bucket's folder is refused. */
function archivedObject(root: string, key: string): string {
  const file = path.resolve(root, BUCKET_DIR, key);
  if (!file.startsWith(path.resolve(root, BUCKET_DIR) + path.sep)) throw new DamagedArchiveError(`The bucket object "${key}" has a key that is no file name inside the archive.`);
  return file;
}

/** Copies every object of the bucket into the staging folder, with its content type. */
async function stageBucket(settings: S3Settings, staging: string): Promise<NonNullable<Manifest['bucket']>> {
  const client = new S3Client(s3ClientConfig(settings));
  try {
    const objects: NonNullable<Manifest['bucket']>['objects'] = [];
    for await (const key of objectsOf(client, settings.bucket)) {
      const file = archivedObject(staging, key);
      await mkdir(path.dirname(file), { recursive: true });
      const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error(`The bucket answered object ${key} without a body.`);
      await pipeline(object.Body, createWriteStream(file));
      objects.push({ key, ...(object.ContentType ? { contentType: object.ContentType } : {}) });
    }
    return { objects };
  } finally {
    client.destroy();
  }
}

/**
 * Writes one archive of the site at scale into `folder`: PostgreSQL through pg_dump (one
 * transaction: the database as committed at one instant, taken while the site serves and editors
 * save), then every object of the bucket (or the upload folders without one) and the secret's
 * file if there is one. Uploads stored before that instant are there.
 */
export function createScaleBackup(layout: ScaleLayout, folder: string): Promise<BackupResult> {
  return writeArchive(folder, layout.status, async (staging) => {
    await mkdir(path.join(staging, path.dirname(ARCHIVED_DUMP)), { recursive: true });
    const snapshotAt = new Date();
    await runPg('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(staging, ARCHIVED_DUMP)}`], layout.databaseUrl);
    const bucket = layout.bucket ? await stageBucket(layout.bucket, staging) : undefined;
    const secretArchived = await stageFiles(staging, layout.bucket ? null : layout.uploads, layout.secret);
    return { snapshotAt, database: { kind: 'postgresql', file: ARCHIVED_DUMP }, ...(bucket ? { bucket } : {}), secretArchived };
  });
}

/** Tables in the database's public schema: a site's data is there already. */
async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'");
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Restores an archive of {@link createScaleBackup}: the dump into the database of DATABASE_URL and
 * the objects into the bucket (or the files into the upload folders). Refuses a database with
 * tables or a bucket with objects unless `force` (then the dump's tables replace theirs and the
 * bucket holds exactly the archive's objects afterwards). Nothing is touched before every file is
 * checked against the manifest and pg_restore has read the dump's table of contents. The
 * instances must be stopped meanwhile.
 */
export async function restoreScaleBackup(archive: string, layout: ScaleLayout, { force = false } = {}): Promise<Manifest> {
  if (!(await exists(archive))) throw new Error(`There is no archive at ${archive}.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'mobilclub-restore-'));
  // Objects are sent as plain streams of known length: with a checksum the SDK would wrap them in
  // `aws-chunked` encoding, which S3-compatible servers such as s3rver store verbatim.
  const client = layout.bucket ? new S3Client({ ...s3ClientConfig(layout.bucket), requestChecksumCalculation: 'WHEN_REQUIRED' }) : undefined;
  try {
    await unpack(archive, staging);
    const manifest = await verifyManifest(staging);
    if (manifest.database.kind !== 'postgresql') throw new DamagedArchiveError('The archive holds the embedded site (SQLite): restore it with DATABASE_URL set to a SQLite file.');
    if (manifest.bucket && !layout.bucket) throw new Error('The archive holds a bucket’s objects: set S3_BUCKET (and its credentials) to the bucket to restore them into.');
    const dump = path.join(staging, manifest.database.file);
    await runPg('pg_restore', ['--list', dump], undefined).catch((error: unknown) => {
      throw new DamagedArchiveError(`The archived dump cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    });

    const inPlace: string[] = [];
    const tables = await tablesIn(layout.databaseUrl);
    if (tables > 0) inPlace.push(`${tables} tables in the database`);
    const present = new Set<string>();
    if (client && layout.bucket) for await (const key of objectsOf(client, layout.bucket.bucket)) present.add(key);
    if (present.size > 0) inPlace.push(`${present.size} objects in bucket ${layout.bucket?.bucket ?? ''}`);
    if (inPlace.length > 0 && !force) throw new TargetNotEmptyError(`the site has data already (${inPlace.join(', ')}): restore into an empty database and bucket, or add --force to replace it.`);

    await runPg('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(tables > 0 ? ['--clean', '--if-exists'] : []), `--dbname=${libpqEnv(layout.databaseUrl).PGDATABASE ?? ''}`, dump], layout.databaseUrl);
    const intoBucket = client && layout.bucket && manifest.bucket ? { client, bucket: layout.bucket.bucket, objects: manifest.bucket.objects } : null;
    if (intoBucket) {
      for (const { key, contentType } of intoBucket.objects) {
        const file = archivedObject(staging, key);
        await intoBucket.client.send(
          new PutObjectCommand({ Bucket: intoBucket.bucket, Key: key, Body: createReadStream(file), ContentLength: (await stat(file)).size, ...(contentType ? { ContentType: contentType } : {}) }),
        );
        present.delete(key);
      }
      // With --force: what the bucket held beyond the archive goes, so it is the site as archived.
      const stray = [...present];
      for (let at = 0; at < stray.length; at += 1_000) {
        await intoBucket.client.send(new DeleteObjectsCommand({ Bucket: intoBucket.bucket, Delete: { Objects: stray.slice(at, at + 1_000).map((Key) => ({ Key })) } }));
      }
    }
    await placeFiles(staging, manifest, intoBucket ? null : layout.uploads, layout.secret);
    return manifest;
  } finally {
    client?.destroy();
    await rm(staging, { recursive: true, force: true });
  }
}

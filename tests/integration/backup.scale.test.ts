import { copyFile, mkdtemp, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type S3Server, startS3Server } from '@/cms/bin/s3Server';
import { s3Settings } from '@/cms/storage';
import { type ScaleLayout, siteLayout } from '@/ops/backup/layout';
import { DamagedArchiveError } from '@/ops/backup/manifest';
import { TargetNotEmptyError } from '@/ops/backup/restore';
import { createScaleBackup, restoreScaleBackup } from '@/ops/backup/scale';

import { type Service, startPostgres } from '../../deploy/cluster/services';

/**
 * `npm run backup` / `restore` at scale, against a real PostgreSQL (Debian's) and an S3 server:
 * pg_dump's snapshot and the bucket's objects, restored into a fresh database and bucket.
 */

let dir: string;
let postgres: Service;
let s3: S3Server;
let client: S3Client;
let serverUrl: string;

const layoutFor = (database: string, bucket: string): ScaleLayout => {
  const site = siteLayout(
    { DATABASE_URL: `${serverUrl}/${database}`, S3_BUCKET: bucket, S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey, BACKUP_STATUS_FILE: path.join(dir, `${database}-status.json`), PAYLOAD_SECRET_FILE: path.join(dir, `${database}-secret`) },
    dir,
  );
  if (site.kind !== 'scale') throw new Error('expected the layout at scale');
  return site.layout;
};

async function sql<T extends pg.QueryResultRow>(database: string, text: string): Promise<T[]> {
  const connection = new pg.Client({ connectionString: `${serverUrl}/${database}` });
  await connection.connect();
  try {
    return (await connection.query<T>(text)).rows;
  } finally {
    await connection.end();
  }
}

async function objects(bucket: string): Promise<Map<string, { bytes: Buffer; contentType: string | undefined }>> {
  const found = new Map<string, { bytes: Buffer; contentType: string | undefined }>();
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  for (const { Key } of listed.Contents ?? []) {
    if (!Key) continue;
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
    found.set(Key, { bytes: Buffer.from((await object.Body?.transformToByteArray()) ?? []), contentType: object.ContentType });
  }
  return found;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mobilclub-backup-scale-'));
  const port = 55_000 + Math.floor(Math.random() * 5_000);
  // PostgreSQL's own folder: it chowns it to its user (a subfolder of the 0700 temp folder would be out of its reach).
  const started = await startPostgres(dir, port, path.join(dir, 'postgres.log'));
  postgres = started.service;
  serverUrl = started.url.replace(/\/club$/, '');
  s3 = await startS3Server({ port: 0, directory: path.join(dir, 's3'), bucket: 'club-media' });
  const settings = s3Settings({ S3_BUCKET: 'club-media', S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey });
  client = new S3Client({ endpoint: settings?.endpoint, region: 'eu-central-1', forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });

  await sql('club', "CREATE TABLE articles (id serial PRIMARY KEY, title text NOT NULL); INSERT INTO articles (title) VALUES ('Winterreifenpflicht in Österreich'), ('Vignette 2027')");
  await client.send(new PutObjectCommand({ Bucket: 'club-media', Key: 'media/kreuzung.webp', Body: Buffer.alloc(150_000, 7), ContentType: 'image/webp' }));
  await client.send(new PutObjectCommand({ Bucket: 'club-media', Key: 'documents/2026/preisliste.pdf', Body: Buffer.from('%PDF-1.7 Preisliste'), ContentType: 'application/pdf' }));
}, 120_000);

afterAll(async () => {
  client?.destroy();
  await s3?.close();
  await postgres?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a backup at scale', () => {
  it('holds the database as pg_dump saw it and every object of the bucket, and restores both into a fresh database and bucket', async () => {
    const site = layoutFor('club', 'club-media');
    await writeFile(site.secret, 'geheim-und-lang-genug');
    const { archive, manifest } = await createScaleBackup(site, path.join(dir, 'backups'));
    expect(manifest.database).toEqual({ kind: 'postgresql', file: 'database/cms.dump' });
    expect(manifest.bucket?.objects).toEqual(
      expect.arrayContaining([
        { key: 'media/kreuzung.webp', contentType: 'image/webp' },
        { key: 'documents/2026/preisliste.pdf', contentType: 'application/pdf' },
      ]),
    );
    expect(manifest.secret).toBe('archived');

    await sql('club', 'CREATE DATABASE restored');
    await client.send(new CreateBucketCommand({ Bucket: 'club-restored' }));
    const target = layoutFor('restored', 'club-restored');
    await restoreScaleBackup(archive, target);
    expect(await sql<{ title: string }>('restored', 'SELECT title FROM articles ORDER BY id')).toEqual([{ title: 'Winterreifenpflicht in Österreich' }, { title: 'Vignette 2027' }]);
    expect(await objects('club-restored')).toEqual(await objects('club-media'));

    // Into a database with tables and a bucket with objects: only with --force, which replaces them.
    await sql('restored', "INSERT INTO articles (title) VALUES ('Nur im Ziel')");
    await client.send(new PutObjectCommand({ Bucket: 'club-restored', Key: 'media/nur-im-ziel.png', Body: Buffer.from('png') }));
    await expect(restoreScaleBackup(archive, target)).rejects.toThrow(TargetNotEmptyError);
    expect(await sql<{ count: string }>('restored', 'SELECT count(*) FROM articles')).toEqual([{ count: '3' }]);
    await restoreScaleBackup(archive, target, { force: true });
    expect(await sql<{ title: string }>('restored', 'SELECT title FROM articles ORDER BY id')).toEqual([{ title: 'Winterreifenpflicht in Österreich' }, { title: 'Vignette 2027' }]);
    expect([...(await objects('club-restored')).keys()].sort()).toEqual(['documents/2026/preisliste.pdf', 'media/kreuzung.webp']);
  }, 120_000);

  it('refuses a truncated archive before touching the database or the bucket', async () => {
    const { archive } = await createScaleBackup(layoutFor('club', 'club-media'), path.join(dir, 'backups-2'));
    const truncated = path.join(dir, 'abgeschnitten.tar.gz');
    await copyFile(archive, truncated);
    await truncate(truncated, Math.floor((await stat(truncated)).size / 2));
    await sql('club', 'CREATE DATABASE untouched');
    await client.send(new CreateBucketCommand({ Bucket: 'club-untouched' }));
    await expect(restoreScaleBackup(truncated, layoutFor('untouched', 'club-untouched'))).rejects.toThrow(DamagedArchiveError);
    expect(await sql<{ count: string }>('untouched', "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")).toEqual([{ count: '0' }]);
    expect((await objects('club-untouched')).size).toBe(0);
  }, 60_000);
});

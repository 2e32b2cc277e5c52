import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite';
import type { Migration, Payload, SanitizedConfig } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type S3Server, startS3Server } from '@/cms/bin/s3Server';
import { migrations } from '@/cms/migrations';
import { IMMUTABLE, REVALIDATE } from '@/cms/uploads/cachedFiles';

/**
 * Uploads on S3 (s3rver) against the committed SQLite migrations: stored in the bucket, not on the
 * disk, and served through Payload's file URL with the disk's caching headers. Any instance
 * with the same bucket and database answers the same way: nothing is kept locally.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'mobilclub-s3-'));
const bucket = 'mobilclub-test';
let s3: S3Server;
let client: S3Client;
let config: Promise<SanitizedConfig>;
let payload: Payload;
const previousEnv: Record<string, string | undefined> = {};

function setEnv(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    previousEnv[name] = process.env[name];
    process.env[name] = value;
  }
}

beforeAll(async () => {
  s3 = await startS3Server({ port: 0, directory: path.join(dir, 's3'), bucket });
  setEnv({
    MEDIA_DIR: path.join(dir, 'media'),
    DOCUMENTS_DIR: path.join(dir, 'documents'),
    VIDEOS_DIR: path.join(dir, 'videos'),
    S3_BUCKET: bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });

  // Only the upload collections with the storage plugin, on that database (imported now: they read the settings).
  const [{ buildConfig, getPayload }, { sqliteAdapter }, { Media }, { Documents }, { Videos }, { Captions }, { storagePlugins }] = await Promise.all([
    import('payload'),
    import('@payloadcms/db-sqlite'),
    import('@/cms/collections/Media'),
    import('@/cms/collections/Documents'),
    import('@/cms/collections/Videos'),
    import('@/cms/collections/Captions'),
    import('@/cms/storage'),
  ]);
  config = buildConfig({
    collections: [Media, Documents, Videos, Captions],
    db: sqliteAdapter({ client: { url: `file:${path.join(dir, 'cms.db')}` }, push: false }),
    secret: 'integration-test-secret',
    plugins: storagePlugins(),
    sharp,
    telemetry: false,
  });
  payload = await getPayload({ config });
  // The schema the server has: the committed migrations, the same with and without S3.
  // Payload types migrations loosely (`args: unknown`) and calls them with the adapter's arguments.
  const committed: Migration[] = migrations.map(({ name, up, down }) => ({
    name,
    up: (args) => up(args as MigrateUpArgs),
    down: (args) => down(args as MigrateDownArgs),
  }));
  await payload.db.migrate({ migrations: committed });
}, 120_000);

afterAll(async () => {
  await payload?.destroy();
  client?.destroy();
  await s3?.close();
  for (const [name, value] of Object.entries(previousEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dir, { recursive: true, force: true });
});

async function objectKeys(): Promise<string[]> {
  const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return Contents.flatMap((object) => (object.Key ? [object.Key] : [])).sort();
}

/** A GET through Payload's REST API, as /api/[...slug] answers it. */
async function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const { handleEndpoints } = await import('payload');
  return handleEndpoints({ config, request: new Request(new URL(url, 'http://localhost:3000'), { headers }) });
}

async function picture(width: number): Promise<Buffer> {
  return sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: '#0d3b66' } })
    .png()
    .toBuffer();
}

describe('uploads on S3', () => {
  it('are stored in the bucket under the collection, sizes included, and not on the disk', async () => {
    const data = await picture(600);
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Ein See' },
      file: { data, mimetype: 'image/png', name: 'see.png', size: data.length },
    });
    // The same URLs as from the disk: through Payload, versioned, no `?prefix=`.
    expect(doc.url).toMatch(/^\/api\/media\/file\/see\.png\?v=[0-9a-z]+$/);
    expect(doc.sizes?.lq?.url).toMatch(/^\/api\/media\/file\/see-480x240\.png\?v=[0-9a-z]+$/);
    expect(await objectKeys()).toEqual(expect.arrayContaining(['media/see.png', 'media/see-480x240.png', 'media/see-480x240.webp']));
    expect(existsSync(path.join(dir, 'media'))).toBe(false);
  });

  it('are served through the file URL, immutable under a version', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 1 });
    const url = docs[0]?.url ?? '';
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(600);

    const unversioned = await get(url.replace(/\?.*$/, ''));
    expect(unversioned.headers.get('Cache-Control')).toBe(REVALIDATE);
    const etag = unversioned.headers.get('ETag') ?? '';
    await unversioned.body?.cancel();
    const again = await get(url, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('leave range requests to the storage plugin', async () => {
    const response = await get('/api/media/file/see.png', { Range: 'bytes=0-7' });
    expect(response.status).toBe(206);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it('answer 404, not to be kept, for a file the bucket does not have', async () => {
    const response = await get('/api/media/file/missing.png?v=1');
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('leave the bucket with the document', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 1 });
    await payload.delete({ collection: 'media', id: docs[0]?.id ?? 0 });
    expect((await objectKeys()).filter((key) => key.startsWith('media/'))).toEqual([]);
  });
});

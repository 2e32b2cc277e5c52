import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { type FlattenedField, type Plugin, buildConfig } from 'payload';
import { describe, expect, it, vi } from 'vitest';

import { STORAGE_PREFIXES, fileHandlers, s3Settings, storagePlugins } from './storage';

const complete = {
  S3_BUCKET: 'mobilclub-media',
  S3_ENDPOINT: 'http://127.0.0.1:4569',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};

describe('object storage settings', () => {
  it('are off without S3_BUCKET, blanks included', () => {
    expect(s3Settings({})).toBeNull();
    expect(s3Settings({ S3_BUCKET: ' ', S3_REGION: '' })).toBeNull();
  });

  it('default the region, and path style for an own endpoint', () => {
    expect(s3Settings(complete)).toEqual({
      bucket: 'mobilclub-media',
      endpoint: 'http://127.0.0.1:4569',
      region: 'eu-central-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });

  it('go to AWS by host name without an endpoint', () => {
    const { S3_ENDPOINT: _, ...aws } = complete;
    expect(s3Settings({ ...aws, S3_REGION: 'eu-west-1' })).toEqual({
      bucket: 'mobilclub-media',
      region: 'eu-west-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: false,
    });
  });

  it('take path style as set', () => {
    expect(s3Settings({ ...complete, S3_FORCE_PATH_STYLE: 'false' })?.forcePathStyle).toBe(false);
    expect(s3Settings({ ...complete, S3_ENDPOINT: undefined, S3_FORCE_PATH_STYLE: 'true' })?.forcePathStyle).toBe(true);
    expect(() => s3Settings({ ...complete, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE must be true or false/);
  });

  it('name each missing key', () => {
    expect(() => s3Settings({ S3_BUCKET: 'media' })).toThrow(/S3_ACCESS_KEY_ID is required[\s\S]*S3_SECRET_ACCESS_KEY is required/);
    expect(() => s3Settings({ ...complete, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set/);
  });

  it('name a missing bucket when other S3 settings are given', () => {
    const { S3_BUCKET: _, ...withoutBucket } = complete;
    expect(() => s3Settings(withoutBucket)).toThrow(/S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set, but S3_BUCKET is missing/);
  });

  it('refuse what is no bucket name or endpoint', () => {
    expect(() => s3Settings({ ...complete, S3_BUCKET: 'Media_Files' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => s3Settings({ ...complete, S3_ENDPOINT: '127.0.0.1:4569' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => s3Settings({ ...complete, S3_ENDPOINT: 'ftp://example.com' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('storage plugins', () => {
  it('are none for the local disk', () => {
    expect(storagePlugins({})).toEqual([]);
  });

  it('are storage-s3 with object storage', () => {
    expect(storagePlugins(complete)).toHaveLength(1);
  });

  it('serve from one place only: the disk or S3', () => {
    expect(fileHandlers('media', '/tmp/media', {})).toHaveLength(1);
    expect(fileHandlers('media', '/tmp/media', complete)).toHaveLength(1);
  });

  /** The paths of every field stored in a column (virtual fields are not). */
  function storedFields(fields: FlattenedField[], prefix = ''): string[] {
    return fields.flatMap((field) => {
      if ('virtual' in field && field.virtual) return [];
      const name = `${prefix}${field.name}`;
      return 'flattenedFields' in field ? [name, ...storedFields(field.flattenedFields, `${name}.`)] : [name];
    });
  }

  async function schema(plugins: Plugin[]) {
    // Fresh collections: building a config changes them in place (and keeps what it derived).
    vi.resetModules();
    const [{ Media }, { Documents }, { Videos }, { Captions }] = await Promise.all([
      import('./collections/Media'),
      import('./collections/Documents'),
      import('./collections/Videos'),
      import('./collections/Captions'),
    ]);
    const config = await buildConfig({
      collections: [Media, Documents, Videos, Captions],
      db: sqliteAdapter({ client: { url: 'file::memory:' } }),
      secret: 'test',
      plugins,
    });
    return Object.fromEntries(
      Object.keys(STORAGE_PREFIXES).map((slug) => [slug, storedFields(config.collections.find((c) => c.slug === slug)?.flattenedFields ?? [])]),
    );
  }

  it('add no column: the committed migrations serve the disk and S3 alike', async () => {
    const local = await schema([]);
    expect(local.media).toContain('sizes.lq.filename');
    expect(await schema(storagePlugins(complete))).toEqual(local);
  });
});

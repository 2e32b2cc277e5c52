import { HeadBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { s3Storage } from '@payloadcms/storage-s3';
import type { Config, Field, Plugin } from 'payload';
import { z } from 'zod';

import { breakerFor } from '@/cache/serviceGuard.mjs';

import { type UploadHandler, cachedFileHandler } from './uploads/cachedFiles';
import { s3FileHandler } from './uploads/s3Files';

/**
 * Where uploaded files live. With S3_BUCKET set they go to S3-compatible object storage, which
 * every instance of the site shares (an upload through one is served by all); without it they
 * stay on the local disk (MEDIA_DIR, DOCUMENTS_DIR, VIDEOS_DIR). Either way they are served
 * through Payload under the same URLs and with the same caching headers.
 */

/** The upload collections, each in its own folder of the one bucket. */
export const STORAGE_PREFIXES = { media: 'media', documents: 'documents', videos: 'videos', captions: 'captions' } as const;
export type StoredCollection = keyof typeof STORAGE_PREFIXES;

export interface S3Settings {
  bucket: string;
  /** Absent: AWS itself, found by region. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path rather than the host name, as MinIO and s3rver want. */
  forcePathStyle: boolean;
}

type Env = Record<string, string | undefined>;

const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

const required = (name: string) => ({ error: `${name} is required when S3_BUCKET is set` });

// Keyed by variable name, so an error names what to fix.
const s3Schema = z.object({
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL like http://127.0.0.1:4569' }).optional(),
  S3_REGION: z.string().default('eu-central-1'),
  S3_ACCESS_KEY_ID: z.string(required('S3_ACCESS_KEY_ID')),
  S3_SECRET_ACCESS_KEY: z.string(required('S3_SECRET_ACCESS_KEY')),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' }).optional(),
});

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * The object storage settings, or null without S3_BUCKET (files on the local disk). Incomplete
 * or invalid settings fail loudly with the variable's name: a site that silently fell back to
 * its own disk would serve other instances' uploads as missing.
 */
export function s3Settings(env: Env = process.env): S3Settings | null {
  const values = Object.fromEntries(S3_VARIABLES.map((name) => [name, blankToUndefined(env[name])]));
  if (values.S3_BUCKET === undefined) {
    const stray = S3_VARIABLES.filter((name) => values[name] !== undefined);
    if (stray.length === 0) return null;
    throw new Error(`Invalid object storage settings: ${stray.join(', ')} set, but S3_BUCKET is missing`);
  }
  const result = s3Schema.safeParse(values);
  if (!result.success) throw new Error(`Invalid object storage settings:\n${z.prettifyError(result.error)}`);
  const settings = result.data;
  return {
    bucket: settings.S3_BUCKET,
    ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
    region: settings.S3_REGION,
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    // Own endpoints (MinIO, s3rver) rarely resolve a host name per bucket; AWS does.
    forcePathStyle: settings.S3_FORCE_PATH_STYLE ? settings.S3_FORCE_PATH_STYLE === 'true' : settings.S3_ENDPOINT !== undefined,
  };
}

/**
 * Deadlines of every call to the storage (uploads, deletes, backups): the SDK has none by default,
 * and an editor's upload to a storage that hangs waited as long as it hung. A connection that
 * takes over 2 s or a request that stays silent 4 s fails, is tried once more, and the editor hears
 * of it within about 10 s (src/cms/http/outageAnswer.ts). Silence, not length: a large file that
 * keeps flowing is never cut off. Files served to visitors have a shorter deadline of their own
 * (src/cms/uploads/s3Files.ts).
 */
export const STORAGE_DEADLINES = { connectionTimeout: 2_000, socketTimeout: 4_000, maxAttempts: 2 } as const;

export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestHandler: { connectionTimeout: STORAGE_DEADLINES.connectionTimeout, socketTimeout: STORAGE_DEADLINES.socketTimeout },
    maxAttempts: STORAGE_DEADLINES.maxAttempts,
  };
}

/** Payload's plugins for the storage: none for the local disk, else storage-s3 for the upload collections. */
export function storagePlugins(env: Env = process.env): Plugin[] {
  const settings = s3Settings(env);
  if (!settings) return [];
  const collections = Object.fromEntries(Object.entries(STORAGE_PREFIXES).map(([slug, prefix]) => [slug, { prefix }]));
  // Files stay behind Payload's access control and URLs (disablePayloadAccessControl unset).
  return [withoutStorageFields(s3Storage({ bucket: settings.bucket, collections, config: s3ClientConfig(settings) }))];
}

/** The plugin's own fields; see withoutStorageFields. */
const STORAGE_FIELDS = new Set(['prefix', '_objectKey']);

/**
 * The plugin adds `prefix` and `_objectKey` to each collection: columns the committed migrations
 * (the same with and without S3) do not have. Neither is needed here: every object lies under its
 * collection's prefix, which the plugin falls back to, and `_objectKey` only serves uploads straight
 * from the browser, which are off. A prefix field would also append `?prefix=` to every file URL
 * (it defaults to the collection's prefix).
 */
function withoutStorageFields(plugin: Plugin): Plugin {
  const isStorageField = (field: Field) => 'name' in field && STORAGE_FIELDS.has(field.name);
  return async (config: Config) => {
    const stored = await plugin(config);
    return {
      ...stored,
      collections: stored.collections?.map((collection) =>
        collection.slug in STORAGE_PREFIXES ? { ...collection, fields: collection.fields.filter((field) => !isStorageField(field)) } : collection,
      ),
    };
  };
}

let client: { key: string; client: S3Client } | undefined;

/** One client for the handlers of all collections, made anew only when the settings change (tests). */
function sharedClient(settings: S3Settings): S3Client {
  const key = JSON.stringify(settings);
  if (client?.key !== key) client = { key, client: new S3Client(s3ClientConfig(settings)) };
  return client.client;
}

/**
 * How a collection's files are served: from S3 when configured, else from `staticDir`. Never
 * both: the disk's handler answers 404 for files it does not have, and the next would not run.
 */
export function fileHandlers(collection: StoredCollection, staticDir: string, env: Env = process.env): UploadHandler[] {
  const settings = s3Settings(env);
  if (!settings) return [cachedFileHandler(staticDir)];
  return [s3FileHandler({ client: sharedClient(settings), bucket: settings.bucket, prefix: STORAGE_PREFIXES[collection] })];
}

/**
 * Whether the object storage answers (for /api/health): HEAD on the bucket, through the storage's
 * circuit breaker as the file answers go. Null without S3_BUCKET: the local disk is no service.
 */
export function storageCheck(env: Env = process.env): ((signal: AbortSignal) => Promise<unknown>) | null {
  const settings = s3Settings(env);
  if (!settings) return null;
  return (abortSignal) => breakerFor('storage').run(() => sharedClient(settings).send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal }), 250);
}

import path from 'node:path';

import { payloadSecretFile } from '@/cms/secret';
import { type S3Settings, s3Settings } from '@/cms/storage';

import { backupStatusFile } from './status';

/** The folders of uploaded files, by their name inside an archive. */
export const UPLOAD_FOLDERS = ['media', 'documents', 'videos'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/**
 * Where the embedded site keeps what a backup must hold: the SQLite database, the uploaded files
 * and the session secret. The same environment variables and defaults as the CMS reads them
 * (src/cms/database, the upload collections' `staticDir`, src/cms/secret.ts).
 */
export interface EmbeddedLayout {
  database: string;
  uploads: Record<UploadFolder, string>;
  secret: string;
  /** Where the last successful backup is noted (its time and size), for the metrics. */
  status: string;
}

type Env = Record<string, string | undefined>;

export class UnsupportedDatabaseError extends Error {}

const uploadFolders = (env: Env, root: string): Record<UploadFolder, string> => {
  const at = (value: string | undefined, fallback: string) => path.resolve(root, value?.trim() || fallback);
  return { media: at(env.MEDIA_DIR, '.data/media'), documents: at(env.DOCUMENTS_DIR, '.data/documents'), videos: at(env.VIDEOS_DIR, '.data/videos') };
};

/**
 * The site at scale: PostgreSQL (DATABASE_URL), the uploads in the S3 bucket (S3_BUCKET) or, without
 * one, in the upload folders, and the session secret's file where there is one.
 */
export interface ScaleLayout {
  databaseUrl: string;
  bucket: S3Settings | null;
  uploads: Record<UploadFolder, string>;
  secret: string;
  status: string;
}

export type SiteLayout = { kind: 'embedded'; layout: EmbeddedLayout } | { kind: 'scale'; layout: ScaleLayout };

/** The site as the environment configures it: embedded (SQLite) or at scale (PostgreSQL). */
export function siteLayout(env: Env = process.env, root: string = process.cwd()): SiteLayout {
  const url = env.DATABASE_URL?.trim();
  if (url && /^postgres(ql)?:\/\//i.test(url)) {
    return {
      kind: 'scale',
      layout: { databaseUrl: url, bucket: s3Settings(env), uploads: uploadFolders(env, root), secret: payloadSecretFile(env, root), status: backupStatusFile(env, root) },
    };
  }
  return { kind: 'embedded', layout: embeddedLayout(env, root) };
}

/** The embedded site's files under `root` (the project folder), as the environment places them. */
export function embeddedLayout(env: Env = process.env, root: string = process.cwd()): EmbeddedLayout {
  const url = env.DATABASE_URL?.trim();
  if (url && !/^file:/i.test(url)) {
    throw new UnsupportedDatabaseError(
      `DATABASE_URL is not a SQLite file (${url.split(':')[0]}:…): this is the embedded site's layout; siteLayout() knows PostgreSQL too.`,
    );
  }
  const database = url ? url.replace(/^file:/i, '').replace(/\?.*$/, '') : '.data/cms.db';
  if (database === ':memory:' || database === '') throw new UnsupportedDatabaseError('DATABASE_URL names an in-memory database: there is nothing to back up.');
  return { database: path.resolve(root, database), uploads: uploadFolders(env, root), secret: payloadSecretFile(env, root), status: backupStatusFile(env, root) };
}

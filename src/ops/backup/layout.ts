import path from 'node:path';

import { payloadSecretFile } from '@/cms/secret';

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

/** The embedded site's files under `root` (the project folder), as the environment places them. */
export function embeddedLayout(env: Env = process.env, root: string = process.cwd()): EmbeddedLayout {
  const url = env.DATABASE_URL?.trim();
  if (url && !/^file:/i.test(url)) {
    throw new UnsupportedDatabaseError(
      `DATABASE_URL is not a SQLite file (${url.split(':')[0]}:…): these commands back up the embedded site only; see docs/operations.md for PostgreSQL and the bucket.`,
    );
  }
  const database = url ? url.replace(/^file:/i, '').replace(/\?.*$/, '') : '.data/cms.db';
  if (database === ':memory:' || database === '') throw new UnsupportedDatabaseError('DATABASE_URL names an in-memory database: there is nothing to back up.');
  const at = (value: string | undefined, fallback: string) => path.resolve(root, value?.trim() || fallback);
  const videos = at(env.VIDEOS_DIR, '.data/videos');
  return {
    database: path.resolve(root, database),
    uploads: { media: at(env.MEDIA_DIR, '.data/media'), documents: at(env.DOCUMENTS_DIR, '.data/documents'), videos },
    secret: payloadSecretFile(env, root),
    status: at(env.BACKUP_STATUS_FILE, '.data/last-backup.json'),
  };
}

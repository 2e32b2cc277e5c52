/*
 * `npm run backup -- <folder>`: one archive of the site into <folder>, while the site keeps
 * serving: embedded (database, uploads, secret) or at scale (pg_dump of PostgreSQL, the bucket's
 * objects), as DATABASE_URL and S3_BUCKET say. Restore with `npm run restore -- <archive>`.
 * docs/operations.md has the restore drill and how to schedule it.
 */
import { parseArgs } from 'node:util';

import { createBackup } from '../backup/backup';
import { siteLayout } from '../backup/layout';
import { createScaleBackup } from '../backup/scale';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const [folder] = positionals;
if (!folder || positionals.length > 1) {
  console.error('Usage: npm run backup -- <folder>   (writes mobilclub-backup-<time>.tar.gz into <folder>)');
  process.exit(2);
}

try {
  const started = Date.now();
  const site = siteLayout();
  const { archive, bytes, manifest } = site.kind === 'scale' ? await createScaleBackup(site.layout, folder) : await createBackup(site.layout, folder);
  const what = manifest.bucket ? `${manifest.bucket.objects.length} objects of the bucket, ` : '';
  console.log(
    `Backup written: ${archive} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${what}${manifest.files.length} files, ${manifest.database.kind} database as of ${manifest.snapshotAt}, ${Date.now() - started} ms).`,
  );
  if (manifest.secret === 'environment') console.log('The session secret comes from PAYLOAD_SECRET and is not in the archive: keep it with the archive.');
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

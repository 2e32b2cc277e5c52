/*
 * `npm run backup -- <folder>`: one archive of the embedded site (database, uploads, secret) into
 * <folder>, while the site keeps serving. Restore with `npm run restore -- <archive>`.
 * docs/operations.md has the restore drill and how to schedule it.
 */
import { parseArgs } from 'node:util';

import { createBackup } from '../backup/backup';
import { embeddedLayout } from '../backup/layout';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const [folder] = positionals;
if (!folder || positionals.length > 1) {
  console.error('Usage: npm run backup -- <folder>   (writes mobilclub-backup-<time>.tar.gz into <folder>)');
  process.exit(2);
}

try {
  const started = Date.now();
  const { archive, bytes, manifest } = await createBackup(embeddedLayout(), folder);
  console.log(
    `Backup written: ${archive} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${manifest.files.length} files, database as of ${manifest.snapshotAt}, ${Date.now() - started} ms).`,
  );
  if (manifest.secret === 'environment') console.log('The session secret comes from PAYLOAD_SECRET and is not in the archive: keep it with the archive.');
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/*
 * `npm run restore -- <archive> [--force]`: puts an archive of `npm run backup` back: embedded
 * into the site's places (by default .data/), at scale into the database of DATABASE_URL and the
 * bucket of S3_BUCKET. Stop the site first. Refuses to replace data that is there unless --force;
 * refuses a damaged archive before touching anything.
 */
import { parseArgs } from 'node:util';

import { siteLayout } from '../backup/layout';
import { restoreBackup } from '../backup/restore';
import { restoreScaleBackup } from '../backup/scale';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
const [archive] = positionals;
if (!archive || positionals.length > 1) {
  console.error('Usage: npm run restore -- <archive> [--force]');
  process.exit(2);
}

try {
  const site = siteLayout();
  let manifest;
  if (site.kind === 'scale') {
    manifest = await restoreScaleBackup(archive, site.layout, { force: values.force });
    const objects = manifest.bucket ? ` and ${manifest.bucket.objects.length} objects into bucket ${site.layout.bucket?.bucket ?? ''}` : '';
    console.log(`Restored the database${objects}: the site as of ${manifest.snapshotAt}.`);
  } else {
    manifest = await restoreBackup(archive, site.layout, { force: values.force });
    console.log(`Restored ${manifest.files.length} files into ${site.layout.database} and its upload folders: the site as of ${manifest.snapshotAt}. Integrity check: ok.`);
  }
  if (manifest.secret === 'environment') console.log('The archive holds no session secret: set PAYLOAD_SECRET to the one the site had.');
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

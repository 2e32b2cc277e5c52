/*
 * `npm run restore -- <archive> [--force]`: puts an archive of `npm run backup` back into the
 * embedded site's places (by default .data/). Stop the site first. Refuses to replace data
 * that is there unless --force; refuses a damaged archive before touching anything.
 */
import { parseArgs } from 'node:util';

import { embeddedLayout } from '../backup/layout';
import { restoreBackup } from '../backup/restore';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
const [archive] = positionals;
if (!archive || positionals.length > 1) {
  console.error('Usage: npm run restore -- <archive> [--force]');
  process.exit(2);
}

try {
  const layout = embeddedLayout();
  const manifest = await restoreBackup(archive, layout, { force: values.force });
  console.log(`Restored ${manifest.files.length} files into ${layout.database} and its upload folders: the site as of ${manifest.snapshotAt}. Integrity check: ok.`);
  if (manifest.secret === 'environment') console.log('The archive holds no session secret: set PAYLOAD_SECRET to the one the site had.');
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

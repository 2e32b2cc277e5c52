/*
 * Applies the committed migrations: `npm run cms:migrate` (run before every server start).
 * Our own entry point rather than `payload migrate`, whose loader now and then exits
 * silently without having done anything.
 */
import { fillEmptySearchIndex } from '../search/reindex';
import { runCmsTask } from './run';

await runCmsTask('Migrating the database failed:', async (payload) => {
  await payload.db.migrate();
  console.log('Database migrations are up to date.');
  // Once, for content that was published before the site search existed.
  const indexed = await fillEmptySearchIndex(payload);
  if (indexed > 0) console.log(`Search index filled with ${indexed} published pages.`);
});

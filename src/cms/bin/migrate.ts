/*
 * Applies the committed migrations: `npm run cms:migrate` (run before every server start).
 * Our own entry point rather than `payload migrate`, whose loader now and then exits
 * silently without having done anything.
 */
import { runCmsTask } from './run';

await runCmsTask('Migrating the database failed:', async (payload) => {
  await payload.db.migrate();
  console.log('Database migrations are up to date.');
});

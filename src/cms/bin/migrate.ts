/*
 * Applies the committed migrations: `npm run cms:migrate` (run before every server start).
 * Our own entry point rather than `payload migrate`, whose loader now and then exits
 * silently without having done anything.
 */
import config from '@payload-config';
import { getPayload } from 'payload';

const payload = await getPayload({ config });
try {
  await payload.db.migrate();
  console.log('Database migrations are up to date.');
} catch (error) {
  console.error('Migrating the database failed:', error);
  process.exitCode = 1;
} finally {
  await payload.destroy();
}
process.exit();

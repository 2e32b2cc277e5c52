import config from '@payload-config';
import { type Payload, getPayload } from 'payload';

/**
 * Runs one CMS task in its own process: starts Payload, reports failure as a non-zero exit
 * code with the task's own message, and always closes the database before exiting.
 * `connect: false` builds the schema without a database (checks that only compare code).
 */
export async function runCmsTask(
  failureMessage: string,
  task: (payload: Payload) => Promise<void>,
  { connect = true }: { connect?: boolean } = {},
): Promise<never> {
  const payload = await getPayload({ config, disableDBConnect: !connect });
  try {
    await task(payload);
  } catch (error) {
    console.error(failureMessage, error);
    process.exitCode = 1;
  } finally {
    await payload.destroy();
  }
  process.exit();
}

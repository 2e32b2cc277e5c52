/* Seeds an empty CMS with the demo site: `npm run seed` (part of `npm run demo`). */
import config from '@payload-config';
import { getPayload } from 'payload';

import { DEMO_USERS } from './content';
import { seed } from './index';

const payload = await getPayload({ config });
const result = await seed(payload);
if (result === 'seeded') {
  const logins = DEMO_USERS.map((user) => `  ${user.email} / ${user.password} (${user.roles.join(', ')})`);
  payload.logger.info(['Demo content created. Sign in at /admin with:', ...logins].join('\n'));
} else {
  payload.logger.info('The CMS already has content; the seed left it as it is.');
}
process.exit(0);

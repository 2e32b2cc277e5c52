/* Seeds an empty CMS with the demo site: `npm run seed` (part of `npm run demo`). */
import { DEMO_USERS } from '../seed/content';
import { seed } from '../seed/index';
import { runCmsTask } from './run';

await runCmsTask('Seeding the demo content failed:', async (payload) => {
  if ((await seed(payload)) === 'seeded') {
    console.log('Demo content created. Sign in at /admin with:');
    for (const user of DEMO_USERS) console.log(`  ${user.email} / ${user.password} (${user.roles.join(', ')})`);
  } else {
    console.log('The CMS already has content; the seed left it as it is.');
  }
});

/*
 * `npm run cluster`: the site as it runs at scale, on this machine (README "Running at scale").
 * Options: --instances N (2), --port P (Varnish on P, instances on P+1…; 3200), --fresh (new data).
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

import { startCluster } from './cluster';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '3200' },
    fresh: { type: 'boolean', default: false },
  },
});

const instances = Number(values.instances);
const basePort = Number(values.port);
if (!Number.isInteger(instances) || instances < 1 || instances > 8) throw new Error('--instances: 1 to 8');
if (!Number.isInteger(basePort) || basePort < 1024) throw new Error('--port: a port number from 1024');

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build yet: building once for all instances…');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

const cluster = await startCluster({ dir: '.data/cluster', basePort, instances, fresh: values.fresh, seed: true });
console.log(`\nThe site: ${cluster.url}   CMS: ${cluster.url}/admin   Logs: ${cluster.dir}/logs\nCtrl+C stops everything.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster…');
    void cluster.stop().then(() => process.exit(0));
  });
}

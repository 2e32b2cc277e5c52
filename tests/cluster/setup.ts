import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

import { startCluster } from '../../deploy/cluster/cluster';
import { FAULTS, type Fault, SHARED_SERVICES, type SharedService } from '../../deploy/cluster/faults';

/** Starts a fresh cluster for the run; Playwright calls the returned function at the end. */
export default async function setup(): Promise<() => Promise<void>> {
  const basePort = Number(process.env.CLUSTER_PORT ?? 3300);
  // Scheduled changes go out within a second of their time (the instances inherit this process's
  // environment): a test waits for them, not for the queue's 5-second timer.
  process.env.JOBS_INTERVAL_SECONDS ??= '1';
  const cluster = await startCluster({ dir: '.data/e2e-cluster', basePort, instances: 2, fresh: true, seed: true, shortAlertHold: '10s' });
  process.env.CLUSTER_URL = cluster.url;
  process.env.CLUSTER_INSTANCES = cluster.instances.map((instance) => instance.url).join(' ');
  process.env.CLUSTER_INSTANCE_PIDS = cluster.instances.map((instance) => instance.pid() ?? '').join(' ');
  process.env.CLUSTER_PROMETHEUS_URL = cluster.prometheusUrl;
  process.env.CLUSTER_DIR = cluster.dir;
  process.env.CLUSTER_DATABASE_URL = cluster.env.DATABASE_URL;
  process.env.CLUSTER_REDIS_URL = cluster.env.REDIS_URL;
  // The drills run in Playwright's workers, the services belong to this process: faults are asked
  // for here, `POST /<service>/<fault>` (tests/cluster/faults.ts).
  const control = createServer((request, response) => {
    const [, service, fault] = (request.url ?? '').split('/');
    if (request.method !== 'POST' || !SHARED_SERVICES.includes(service as SharedService) || !FAULTS.includes(fault as Fault)) {
      response.writeHead(404).end();
      return;
    }
    cluster.services[service as SharedService].inject(fault as Fault).then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(409, { 'Content-Type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => control.listen(basePort + 54, '127.0.0.1', resolve));
  process.env.CLUSTER_CONTROL_URL = `http://127.0.0.1:${basePort + 54}`;
  // What the site's commands need to work on the cluster's data (npm run backup, restore).
  const commandEnv = Object.fromEntries(Object.entries(cluster.env).filter(([name]) => /^(DATABASE_URL|S3_\w+|PAYLOAD_SECRET|PUBLIC_VIDEO_VENDORS)$/.test(name)));
  process.env.CLUSTER_ENV_FILE = path.join(cluster.dir, 'commands.env.json');
  writeFileSync(process.env.CLUSTER_ENV_FILE, JSON.stringify(commandEnv), { mode: 0o600 });
  return async () => {
    control.close();
    await cluster.stop();
  };
}

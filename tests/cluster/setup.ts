import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { startCluster } from '../../deploy/cluster/cluster';

/** Starts a fresh cluster for the run; Playwright calls the returned function at the end. */
export default async function setup(): Promise<() => Promise<void>> {
  const basePort = Number(process.env.CLUSTER_PORT ?? 3300);
  const cluster = await startCluster({ dir: '.data/e2e-cluster', basePort, instances: 2, fresh: true, seed: true });
  process.env.CLUSTER_URL = cluster.url;
  process.env.CLUSTER_INSTANCES = cluster.instances.map((instance) => instance.url).join(' ');
  process.env.CLUSTER_INSTANCE_PIDS = cluster.instances.map((instance) => instance.pid() ?? '').join(' ');
  process.env.CLUSTER_PROMETHEUS_URL = cluster.prometheusUrl;
  process.env.CLUSTER_DIR = cluster.dir;
  process.env.CLUSTER_DATABASE_URL = cluster.env.DATABASE_URL;
  process.env.CLUSTER_REDIS_URL = cluster.env.REDIS_URL;
  process.env.CLUSTER_REDIS_PID = String(cluster.servicePids.redis ?? '');
  process.env.CLUSTER_STORAGE_PID = String(cluster.servicePids.storage ?? '');
  // What the site's commands need to work on the cluster's data (npm run backup, restore).
  const commandEnv = Object.fromEntries(Object.entries(cluster.env).filter(([name]) => /^(DATABASE_URL|S3_\w+|PAYLOAD_SECRET|PUBLIC_VIDEO_VENDORS)$/.test(name)));
  process.env.CLUSTER_ENV_FILE = path.join(cluster.dir, 'commands.env.json');
  writeFileSync(process.env.CLUSTER_ENV_FILE, JSON.stringify(commandEnv), { mode: 0o600 });
  return () => cluster.stop();
}

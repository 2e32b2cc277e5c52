import { startCluster } from '../../deploy/cluster/cluster';

/** Starts a fresh cluster for the run; Playwright calls the returned function at the end. */
export default async function setup(): Promise<() => Promise<void>> {
  const basePort = Number(process.env.CLUSTER_PORT ?? 3300);
  const cluster = await startCluster({ dir: '.data/e2e-cluster', basePort, instances: 2, fresh: true, seed: true });
  process.env.CLUSTER_URL = cluster.url;
  process.env.CLUSTER_INSTANCES = cluster.instances.map((instance) => instance.url).join(' ');
  process.env.CLUSTER_DIR = cluster.dir;
  process.env.CLUSTER_DATABASE_URL = cluster.env.DATABASE_URL;
  process.env.CLUSTER_REDIS_URL = cluster.env.REDIS_URL;
  return () => cluster.stop();
}

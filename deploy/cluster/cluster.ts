/*
 * Several instances of the site on one machine, as they run at scale: PostgreSQL, Redis (the
 * shared page cache), an S3 server (media) and Varnish in front, which the CMS purges on
 * publish. `npm run cluster` starts it; the cluster e2e tests and the load run use it too.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { S3RVER_CREDENTIALS } from '../../src/cms/bin/s3Server';
import { type FaultyService, type SharedService, faultyService, postmasterOf, withChildren } from './faults';
import { type Service, startPostgres, startProcess, startPrometheus, startRedis, startVarnish, stopProcess, waitFor } from './services';

export interface ClusterOptions {
  /** Where data and logs go; kept between runs unless `fresh`. */
  dir: string;
  /** Varnish listens here; the instances on the next ports, then the services. */
  basePort: number;
  instances: number;
  fresh?: boolean;
  /** The build the instances serve (NEXT_DIST_DIR); one build for all, so they agree. */
  distDir?: string;
  /** Demo content in an empty database. */
  seed?: boolean;
  /**
   * Alerts that hold for up to a minute (a service or an instance down) hold this long instead:
   * the drills of the cluster e2e see the right alert fire without waiting out production's
   * hold, which promtool's unit tests check (deploy/prometheus/alerts.test.yml).
   */
  shortAlertHold?: string;
  log?: (line: string) => void;
}

export interface Instance {
  port: number;
  url: string;
  /** The server's process id while it runs. */
  pid(): number | undefined;
  /** SIGTERM (a planned stop: the instance drains first) unless told otherwise. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  start(): Promise<void>;
}

export interface Cluster {
  /** The site through Varnish. */
  url: string;
  /** Prometheus, scraping the instances with the alert rules (deploy/prometheus/alerts.yml). */
  prometheusUrl: string;
  instances: Instance[];
  env: NodeJS.ProcessEnv;
  dir: string;
  /** The shared services, for drills that hang, crash and restore one (deploy/cluster/faults.ts). */
  services: Record<SharedService, FaultyService>;
  stop(): Promise<void>;
}

export const S3_BUCKET = 'club-media';

/** Each instance's V8 heap limit in MB (CLUSTER_HEAP_MB); Node's own when unset. */
const INSTANCE_HEAP_MB = Number(process.env.CLUSTER_HEAP_MB) || undefined;

/** One secret for all instances: a session started on one is valid on every other. */
function clusterSecret(dir: string): string {
  const file = path.join(dir, 'payload-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** The bearer token of the instances' /api/metrics (METRICS_TOKEN), in the file Prometheus reads it from. */
function metricsTokenFile(dir: string): string {
  const file = path.join(dir, 'metrics-token');
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 });
  return file;
}

/** A CMS task in its own process, its output in `logFile`. */
function runNpm(script: string, env: NodeJS.ProcessEnv, logFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      writeFileSync(logFile, output);
      if (code === 0) resolve();
      else reject(new Error(`npm run ${script} failed (exit code ${code}); see ${logFile}`));
    });
  });
}

/** deploy/prometheus/alerts.yml, or a copy whose holds of a minute and less are `hold`. */
function alertRules(dir: string, hold: string | undefined): string {
  const rules = path.resolve('deploy/prometheus/alerts.yml');
  if (!hold) return rules;
  mkdirSync(dir, { recursive: true });
  const copy = path.join(dir, 'alerts.yml');
  writeFileSync(copy, readFileSync(rules, 'utf8').replace(/^(\s+for: )(?:[1-5]?\ds|1m)$/gm, `$1${hold}`));
  return copy;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { basePort, instances: count } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const dir = path.resolve(options.dir);
  if (options.fresh) execFileSync('rm', ['-rf', dir]);
  const logs = path.join(dir, 'logs');
  mkdirSync(logs, { recursive: true });
  const services: Service[] = [];
  const stopAll = async () => {
    for (const service of services.reverse()) await service.stop();
  };

  try {
    const ports = { varnish: basePort, postgres: basePort + 50, redis: basePort + 51, s3: basePort + 52, prometheus: basePort + 53 };
    const postgresDir = path.join(dir, 'postgres');
    const postgresUrl = `postgres://postgres@127.0.0.1:${ports.postgres}/club`;
    const database = await faultyService({
      name: 'database',
      start: async () => (await startPostgres(postgresDir, ports.postgres, path.join(logs, 'postgres.log'))).service,
      // The wrapper (runuser, as root), the postmaster and every backend: each connection is a process.
      pids: (service) => [service.process?.pid ?? 0, ...withChildren(postmasterOf(path.join(postgresDir, 'data')))].filter((pid) => pid > 0),
    });
    services.push(database);
    log(`PostgreSQL  ${postgresUrl}`);
    const redisUrl = `redis://127.0.0.1:${ports.redis}`;
    const redis = await faultyService({
      name: 'redis',
      start: async () => (await startRedis(ports.redis, path.join(logs, 'redis.log'))).service,
      pids: (service) => (service.process?.pid ? [service.process.pid] : []),
    });
    services.push(redis);
    log(`Redis       ${redisUrl}`);
    // A process of its own, as the other services: a drill can freeze it (SIGSTOP) without this one.
    const s3Endpoint = `http://127.0.0.1:${ports.s3}`;
    const storage = await faultyService({
      name: 'storage',
      start: async () => {
        const s3 = startProcess('s3', process.execPath, ['--import', 'tsx', 'src/cms/bin/s3Server.ts', '--port', String(ports.s3), '--dir', path.join(dir, 's3'), '--bucket', S3_BUCKET], path.join(logs, 's3.log'));
        await waitFor('The S3 server', async () => {
          if (s3.process?.exitCode !== null) throw new Error(`The S3 server exited; see ${path.join(logs, 's3.log')}`);
          return (await fetch(`${s3Endpoint}/${S3_BUCKET}`)).status < 500;
        });
        return s3;
      },
      pids: (service) => (service.process?.pid ? [service.process.pid] : []),
    });
    services.push(storage);
    log(`S3          ${s3Endpoint} (bucket ${S3_BUCKET})`);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: postgresUrl,
      REDIS_URL: redisUrl,
      S3_BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      HTTP_CACHE_PURGE_URL: `http://127.0.0.1:${ports.varnish}/`,
      PAYLOAD_SECRET: clusterSecret(dir),
      METRICS_TOKEN: readFileSync(metricsTokenFile(dir), 'utf8'),
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      // The site's address is Varnish's: the CMS there (/admin) accepts editors' changes from it.
      PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL || `http://127.0.0.1:${ports.varnish}`,
      // As `npm run demo`: the demo's videos from every platform (their hosts then in the CSP).
      PUBLIC_VIDEO_VENDORS: process.env.PUBLIC_VIDEO_VENDORS ?? 'mux,youtube,vimeo',
      ...(options.distDir ? { NEXT_DIST_DIR: options.distDir } : {}),
    };

    // The release step, once for all instances: never at each instance's start.
    await runNpm('cms:migrate', env, path.join(logs, 'migrate.log'));
    log('Migrations  applied');
    if (options.seed) {
      await runNpm('seed', env, path.join(logs, 'seed.log'));
      log('Demo content in place');
    }

    const instances: Instance[] = [];
    for (let index = 0; index < count; index += 1) {
      const port = basePort + 1 + index;
      const logFile = path.join(logs, `instance-${index + 1}.log`);
      let service: Service | undefined;
      const instance: Instance = {
        port,
        url: `http://127.0.0.1:${port}`,
        pid: () => service?.process?.pid,
        async start() {
          service = startProcess(`instance ${index + 1}`, process.execPath, ['src/server.ts', '-p', String(port), '-H', '127.0.0.1'], logFile, {
            ...env,
            PORT: String(port),
            // Under load Node grows the heap to about 1 GB; a limit keeps it smaller at some
            // throughput (README "Running at scale": measured both ways).
            ...(INSTANCE_HEAP_MB ? { NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --max-old-space-size=${INSTANCE_HEAP_MB}`.trim() } : {}),
          });
          const child = service.process;
          // Its own answer, not that of a server left over on the port (which makes it exit).
          await waitFor(`Instance ${index + 1}`, async () => {
            if (child?.exitCode !== null) throw new Error(`Instance ${index + 1} exited (port ${port} taken?); see ${logFile}`);
            return (await fetch(`${instance.url}/robots.txt`)).ok;
          }, 90_000);
        },
        async stop(signal: NodeJS.Signals = 'SIGTERM') {
          if (service?.process) await stopProcess(service.process, signal);
        },
      };
      instances.push(instance);
      services.push({ name: `instance ${index + 1}`, stop: () => instance.stop() });
    }
    await Promise.all(instances.map((instance) => instance.start()));
    for (const instance of instances) log(`Instance    ${instance.url}`);

    services.push(
      await startVarnish({
        dir: path.join(dir, 'varnish'),
        port: ports.varnish,
        backends: instances.map((instance) => instance.port),
        logFile: path.join(logs, 'varnish.log'),
      }),
    );
    const url = `http://127.0.0.1:${ports.varnish}`;
    log(`Varnish     ${url}  <- the site`);
    const prometheus = await startPrometheus({
      dir: path.join(dir, 'prometheus'),
      port: ports.prometheus,
      targets: instances.map((instance) => `127.0.0.1:${instance.port}`),
      tokenFile: metricsTokenFile(dir),
      rulesFile: alertRules(path.join(dir, 'prometheus'), options.shortAlertHold),
      logFile: path.join(logs, 'prometheus.log'),
    });
    services.push(prometheus.service);
    log(`Prometheus  ${prometheus.url}  (alerts: ${prometheus.url}/alerts)`);
    return { url, prometheusUrl: prometheus.url, instances, env, dir, services: { database, redis, storage }, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/*
 * The services of a cluster on one machine, each a real server from Debian's packages:
 * PostgreSQL (a private data directory), Redis and Varnish. Started as child processes
 * that end with the cluster.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

export interface Service {
  name: string;
  /** The server's own process, where it has one (not for servers started in this process). */
  process?: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a program with its output in `logFile`; it dies with us. */
export function startProcess(name: string, command: string, args: string[], logFile: string, env: NodeJS.ProcessEnv = process.env): Service {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { stdio: ['ignore', log, log], env });
  child.on('error', (error) => console.error(`${name}: ${error.message}`));
  return { name, process: child, stop: () => stopProcess(child) };
}

export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // Past the instance's drain (8 s) and the requests it still finishes.
    const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let ready = false;
    try {
      ready = await check();
    } catch (error) {
      // A check that knows it can never succeed says so by a message of its own.
      if (error instanceof Error && !(error instanceof TypeError)) throw error;
    }
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

/** Where Debian puts a server's programs: /usr/lib/postgresql/<version>/bin, the newest. */
function postgresBin(program: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', program);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`PostgreSQL's ${program} not found: install Debian's postgresql (deploy/cluster/install-services.sh).`);
}

/** PostgreSQL refuses to run as root: as root, its files and process belong to `postgres`. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * A PostgreSQL server of the cluster's own, on loopback only, with the database `club`.
 * Local trust authentication: a development cluster, never a production setting.
 */
export async function startPostgres(dir: string, port: number, logFile: string): Promise<{ service: Service; url: string }> {
  const data = path.join(dir, 'data');
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    mkdirSync(data, { recursive: true });
    if (isRoot) chownPostgres(dir);
    const [command, args] = asPostgresUser(postgresBin('initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    execFileSync(command, args, { stdio: 'ignore' });
  }
  const [command, args] = asPostgresUser(postgresBin('postgres'), [
    '-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dir}`,
    '-c', 'max_connections=100', '-c', 'fsync=off',
  ]);
  const started = startProcess('postgres', command, args, logFile);
  // Fast shutdown (SIGINT to the postmaster itself: runuser passes on SIGTERM only): SIGTERM waits
  // for every session to end, and one left by a drill kept the server running past the cluster.
  const fastShutdown = async () => {
    try {
      const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (postmaster > 0) process.kill(postmaster, 'SIGINT');
    } catch {
      // Not running (any more): the wrapper's SIGTERM below is all there is to do.
    }
    if (started.process) await stopProcess(started.process);
  };
  const service: Service = { ...started, stop: fastShutdown };
  const isReady = postgresBin('pg_isready');
  await waitFor('PostgreSQL', async () => {
    try {
      execFileSync(isReady, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  try {
    execFileSync(postgresBin('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'club'], { stdio: 'pipe' });
  } catch (error) {
    if (!String((error as { stderr?: Buffer }).stderr ?? '').includes('already exists')) throw error;
  }
  return { service, url: `postgres://postgres@127.0.0.1:${port}/club` };
}

function chownPostgres(dir: string): void {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  for (const entry of [dir, path.join(dir, 'data')]) chownSync(entry, uid, gid);
}

/**
 * Redis as the shared page cache: no persistence (a cache), bounded memory. `volatile-lru`
 * evicts only entries with an expiry (pages), never the table of revalidated tags, which
 * has none: evicting that would bring old pages back.
 */
export async function startRedis(port: number, logFile: string): Promise<{ service: Service; url: string }> {
  const service = startProcess('redis', 'redis-server', [
    '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no',
    '--maxmemory', '256mb', '--maxmemory-policy', 'volatile-lru',
  ], logFile);
  await waitFor('Redis', async () => {
    try {
      return execFileSync('redis-cli', ['-p', String(port), 'ping']).toString().trim() === 'PONG';
    } catch {
      return false;
    }
  });
  return { service, url: `redis://127.0.0.1:${port}` };
}

export interface VarnishOptions {
  dir: string;
  port: number;
  backends: number[];
  logFile: string;
}

/** The cluster's backends and purge ACL, then the site's rules (deploy/varnish/site.vcl). */
export function varnishConfig(backends: number[], siteVcl: string): string {
  const names = backends.map((_, index) => `instance${index + 1}`);
  return `vcl 4.1;
import directors;

# An instance is taken out when four of its last five checks (a second apart) failed, and back
# in after two good ones. A busy instance answers late, not never: taking it out for that
# would leave no instance at all under load; a stopping one says so (/api/health answers 503
# while it drains, SHUTDOWN_DRAIN_MS) and a stopped one refuses at once.
probe health {
  .url = "/api/health";
  .interval = 1s;
  .timeout = 10s;
  .window = 5;
  .threshold = 2;
}
${backends.map((port, index) => `backend ${names[index]} { .host = "127.0.0.1"; .port = "${port}"; .probe = health; .connect_timeout = 1s; .first_byte_timeout = 30s; }`).join('\n')}

# Who may ban: the instances, on this machine.
acl purgers { "127.0.0.1"; }

sub vcl_init {
  new site = directors.round_robin();
${names.map((name) => `  site.add_backend(${name});`).join('\n')}
}

include "${siteVcl}";
`;
}

export async function startVarnish({ dir, port, backends, logFile }: VarnishOptions): Promise<Service> {
  mkdirSync(dir, { recursive: true });
  const vcl = path.join(dir, 'main.vcl');
  writeFileSync(vcl, varnishConfig(backends, path.resolve('deploy/varnish/site.vcl')));
  const service = startProcess('varnish', 'varnishd', [
    '-F', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', vcl, '-s', 'malloc,256m',
    // The ban lurker checks cached objects against new bans every 100 ms.
    '-p', 'ban_lurker_sleep=0.1',
  ], logFile);
  await waitFor('Varnish', async () => (await fetch(`http://127.0.0.1:${port}/robots.txt`)).status < 500);
  return service;
}

export interface PrometheusOptions {
  dir: string;
  port: number;
  /** The instances' addresses (host:port), scraped at /api/metrics. */
  targets: string[];
  /** The bearer token the instances ask for (METRICS_TOKEN), in a file Prometheus reads. */
  tokenFile: string;
  /** The alert rules (deploy/prometheus/alerts.yml). */
  rulesFile: string;
  logFile: string;
}

/**
 * The scrape of the site's instances: job `mobilclub` (the name the alert rules select), every
 * 5 s with rules evaluated as often, so a stopped instance shows within seconds here (a
 * production Prometheus would scrape every 15–30 s).
 */
export function prometheusConfig({ targets, tokenFile, rulesFile }: Pick<PrometheusOptions, 'targets' | 'tokenFile' | 'rulesFile'>): string {
  return `global:
  scrape_interval: 5s
  scrape_timeout: 4s
  evaluation_interval: 5s
rule_files:
  - ${JSON.stringify(rulesFile)}
scrape_configs:
  - job_name: mobilclub
    metrics_path: /api/metrics
    authorization:
      credentials_file: ${JSON.stringify(tokenFile)}
    static_configs:
      - targets: ${JSON.stringify(targets)}
`;
}

/** Prometheus (Debian's package) scraping the instances with the site's alert rules, on loopback. */
export async function startPrometheus({ dir, port, targets, tokenFile, rulesFile, logFile }: PrometheusOptions): Promise<{ service: Service; url: string }> {
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const config = path.join(dir, 'prometheus.yml');
  writeFileSync(config, prometheusConfig({ targets, tokenFile, rulesFile }));
  const url = `http://127.0.0.1:${port}`;
  const service = startProcess('prometheus', 'prometheus', [
    `--config.file=${config}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, '--storage.tsdb.retention.time=2d',
    `--web.listen-address=127.0.0.1:${port}`,
  ], logFile);
  await waitFor('Prometheus', async () => (await fetch(`${url}/-/ready`)).ok);
  return { service, url };
}

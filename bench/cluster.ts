/**
 * `npm run bench:cluster`: the load run of README "Running at scale". Starts a fresh cluster
 * (deploy/cluster, from the current build) and puts 50 connections on it for 60 s each:
 *
 * 1. one instance alone, 2. both instances (25 connections each), 3. Varnish in front of both,
 * 4. Varnish while instance 2 is stopped (SIGTERM) after 20 s, 5. the same with SIGKILL. Before them: each of 1–3 for 20 s with
 * cached pages only, and 30 s of the mix on each instance (their memory under load).
 *
 * The mix: 80% requests for cached pages, 20% for unknown paths, each one new (what a crawler
 * or an attacker sends; the proxy answers each 404 from its index of published paths). Reports
 * requests per second, latency, errors (5xx, timeouts, connection errors) and the instances' memory (10 s
 * into each run and at its end).
 * Figures go to bench/cluster-latest.json. Not part of `npm test`: it takes about 8 minutes.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

import autocannon from 'autocannon';

import { type Cluster, startCluster } from '../deploy/cluster/cluster';

const DURATION = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = 50;
const PAGES = [
  '/',
  '/verkehr',
  '/reisen',
  '/reisen/camping',
  '/karriere',
  '/verkehr/winterreifenpflicht-oesterreich-10003',
  '/verkehr/glatteis-richtig-bremsen-10007',
  '/reisen/vignette-maut-italien-10001',
  '/reisen/camping/wohnmobil-tipps-anfaenger-10002',
];

let unknown = 0;
function nextPath(unknownShare: number): string {
  if (Math.random() < unknownShare) {
    unknown += 1;
    return `/gibt-es-nicht-${Date.now().toString(36)}-${unknown}`;
  }
  return PAGES[Math.floor(Math.random() * PAGES.length)] ?? '/';
}

/** Resident memory of a process and its children, in MB. */
function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  let kb = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

interface Outcome {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  notFound: number;
  /** Connection errors, timeouts included (autocannon counts both here). */
  errors: number;
  /** Requests without an answer within 10 s. */
  timeouts: number;
  serverErrors: number;
}

/** The share of requests for unknown paths: the mix, or 0 for cached pages only. */
const MIX = 0.2;

function load(url: string, connections: number, { duration = DURATION, unknownShare = MIX } = {}): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration,
        timeout: 10,
        requests: [{ setupRequest: (request) => ({ ...request, path: nextPath(unknownShare) }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        const codes = result.statusCodeStats as Record<string, { count: number } | undefined>;
        const serverErrors = Object.entries(codes)
          .filter(([code]) => Number(code) >= 500)
          .reduce((sum, [, stat]) => sum + (stat?.count ?? 0), 0);
        resolve({
          requests: result.requests.total,
          perSecond: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          notFound: codes['404']?.count ?? 0,
          errors: result.errors,
          timeouts: result.timeouts,
          serverErrors,
        });
      },
    );
  });
}

function combine(outcomes: Outcome[]): Outcome {
  const sum = (key: keyof Outcome) => outcomes.reduce((total, outcome) => total + outcome[key], 0);
  return {
    requests: sum('requests'),
    perSecond: sum('perSecond'),
    p50: Math.max(...outcomes.map((outcome) => outcome.p50)),
    p99: Math.max(...outcomes.map((outcome) => outcome.p99)),
    notFound: sum('notFound'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    serverErrors: sum('serverErrors'),
  };
}

async function warm(cluster: Cluster): Promise<void> {
  for (const base of [...cluster.instances.map((instance) => instance.url), cluster.url]) {
    for (const page of PAGES) for (let round = 0; round < 2; round += 1) await fetch(`${base}${page}`).then((response) => response.arrayBuffer());
  }
}

/** How long a publish through one instance takes to show on the other and through Varnish; median of 3 (the cluster e2e checks that it does). */
async function publishPropagation(first: string, second: string, edge: string): Promise<{ onSecondMs: number; throughCacheMs: number }> {
  const PATH = '/reisen/vignette-maut-italien-10001';
  const login = await fetch(`${first}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'redaktion@mobilclub.example', password: 'mobilclub-redaktion' }) });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' };
  const found = (await (await fetch(`${first}/api/articles?where[articleId][equals]=10001&depth=0`, { headers: auth })).json()) as { docs: { id: number; title: string }[] };
  const article = found.docs[0];
  if (!article) throw new Error('article 10001 not found');
  const shownAfter = async (url: string, text: string, since: number) => {
    while (!(await (await fetch(url)).text()).includes(text)) await new Promise((resolve) => setTimeout(resolve, 50));
    return Math.round(performance.now() - since);
  };
  const onSecond: number[] = [];
  const throughCache: number[] = [];
  try {
    for (let round = 1; round <= 3; round += 1) {
      for (const base of [second, edge]) await (await fetch(`${base}${PATH}`)).text();
      const title = `${article.title} (Messung ${round})`;
      const since = performance.now();
      await fetch(`${first}/api/articles/${article.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title, _status: 'published' }) });
      const [b, v] = await Promise.all([shownAfter(`${second}${PATH}`, title, since), shownAfter(`${edge}${PATH}`, title, since)]);
      onSecond.push(b);
      throughCache.push(v);
    }
  } finally {
    await fetch(`${first}/api/articles/${article.id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title: article.title, _status: 'published' }) });
  }
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[1] ?? Number.NaN;
  return { onSecondMs: median(onSecond), throughCacheMs: median(throughCache) };
}

const cluster = await startCluster({ dir: '.data/bench-cluster', basePort: 3400, instances: 2, fresh: true, seed: true, log: () => {} });
try {
  const [first, second] = cluster.instances;
  if (!first || !second) throw new Error('two instances expected');
  await warm(cluster);
  const memory = () => cluster.instances.map((instance) => rssMb(instance.pid()));
  console.log(`Memory at rest (MB): ${memory().join(', ')}`);
  const propagation = await publishPropagation(first.url, second.url, cluster.url);
  console.log(`publish on instance 1 (median of 3): on instance 2 after ${propagation.onSecondMs} ms (aim 2 s), through Varnish after ${propagation.throughCacheMs} ms (aim 5 s)`);

  // Cached pages only, 20 s each: what each layer serves when nothing has to be rendered.
  const cachedOnly = { duration: 20, unknownShare: 0 };
  const cached: Record<string, Outcome> = {
    'one instance': await load(first.url, CONNECTIONS, cachedOnly),
    'two instances': combine(await Promise.all([load(first.url, CONNECTIONS / 2, cachedOnly), load(second.url, CONNECTIONS / 2, cachedOnly)])),
    'Varnish in front of both': await load(cluster.url, CONNECTIONS, cachedOnly),
  };
  for (const [name, outcome] of Object.entries(cached)) {
    console.log(`cached pages only, ${name.padEnd(24)} ${String(outcome.perSecond).padStart(6)} req/s  p50 ${outcome.p50} ms  p99 ${outcome.p99} ms  errors ${outcome.errors} (timeouts ${outcome.timeouts})  5xx ${outcome.serverErrors}`);
  }

  // The mix for 30 s on each instance with all 50 connections: V8 sizes its heap by the load,
  // so memory is measured from the working set at that load on, not from rest.
  for (const instance of cluster.instances) await load(instance.url, CONNECTIONS, { duration: 30 });
  const memoryBefore = memory();
  console.log(`Memory after 30 s of the mix on each (MB): ${memoryBefore.join(', ')}`);

  const results: Record<string, Outcome & { memoryMb: { at10s: number[]; end: number[] } }> = {};
  /**
   * Runs a load and samples the instances' memory 10 s in (the working set under load: V8 grows
   * its heap with the allocation rate) and at the end: growth in between is what leaks would show.
   */
  const measure = async (name: string, run: () => Promise<Outcome>) => {
    let at10s = memory();
    const sample = setTimeout(() => (at10s = memory()), 10_000);
    const outcome = await run();
    clearTimeout(sample);
    const end = memory();
    results[name] = { ...outcome, memoryMb: { at10s, end } };
    console.log(
      `${name.padEnd(34)} ${String(outcome.perSecond).padStart(6)} req/s  p50 ${outcome.p50} ms  p99 ${outcome.p99} ms  ` +
        `${outcome.requests} requests (${outcome.notFound} × 404)  errors ${outcome.errors} (timeouts ${outcome.timeouts})  5xx ${outcome.serverErrors}  ` +
        `memory at 10 s ${at10s.join(' / ')} MB, at the end ${end.join(' / ')} MB`,
    );
  };

  await measure('one instance', () => load(first.url, CONNECTIONS));
  await measure('two instances', async () => combine(await Promise.all([load(first.url, CONNECTIONS / 2), load(second.url, CONNECTIONS / 2)])));
  await measure('Varnish in front of both', () => load(cluster.url, CONNECTIONS));
  const growth = memory().map((after, index) => Math.round(((after - (memoryBefore[index] ?? after)) / (memoryBefore[index] ?? after)) * 100));
  console.log(`Memory growth from there to the end of the Varnish run: ${growth.map((value) => `${value}%`).join(', ')}`);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const memoryIdle = memory();
  console.log(`Memory 10 s after the load (MB): ${memoryIdle.join(', ')}`);

  // Instance 2 stops a third of the way in, as a planned stop does (SIGTERM: it reports itself
  // unhealthy, Varnish takes it out, it finishes what it has); Varnish answers from its cache or
  // from instance 1.
  const stopping = new Promise<void>((resolve) => setTimeout(() => void second.stop('SIGTERM').then(resolve), (DURATION * 1000) / 3));
  await measure('Varnish, instance 2 stopped at 1/3', () => load(cluster.url, CONNECTIONS));
  await stopping;

  // The same with a crash (SIGKILL): whatever instance 2 had in flight is lost.
  await second.start();
  // Varnish takes it back after two good health checks, a second apart.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const killing = new Promise<void>((resolve) => setTimeout(() => void second.stop('SIGKILL').then(resolve), (DURATION * 1000) / 3));
  await measure('Varnish, instance 2 killed at 1/3', () => load(cluster.url, CONNECTIONS));
  await killing;

  writeFileSync(
    'bench/cluster-latest.json',
    `${JSON.stringify({ date: new Date().toISOString(), seconds: DURATION, connections: CONNECTIONS, cachedOnly: cached, publishPropagation: propagation, memoryUnderLoadMb: memoryBefore, memoryIdleAfterLoadMb: memoryIdle, results }, null, 2)}\n`,
  );
} finally {
  await cluster.stop();
}

/*
 * Faults a drill injects into the cluster's shared services, in their real processes: a hang
 * (SIGSTOP: the port still accepts connections, nothing answers), a crash (SIGKILL: connections
 * are refused) and the way back (SIGCONT, or the service started anew on its data, as systemd's
 * Restart= would). The cluster e2e drives them through a small HTTP control (tests/cluster/setup.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import type { Service } from './services';

export const SHARED_SERVICES = ['redis', 'database', 'storage'] as const;
export type SharedService = (typeof SHARED_SERVICES)[number];

export const FAULTS = ['hang', 'crash', 'restore'] as const;
export type Fault = (typeof FAULTS)[number];

export interface FaultyService {
  name: SharedService;
  /** Hung, crashed or running. */
  state(): 'running' | 'hung' | 'crashed';
  inject(fault: Fault): Promise<void>;
  /** Stops the service for good (the cluster's end), whatever its state. */
  stop(): Promise<void>;
}

interface Restartable {
  name: SharedService;
  /** Starts the service (again), on the data it had. */
  start(): Promise<Service>;
  /** Every process of the service: a server of several processes (PostgreSQL) has them all frozen. */
  pids(service: Service): number[];
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function untilGone(pids: number[]): Promise<void> {
  for (let waited = 0; pids.some(alive) && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
}

export async function faultyService({ name, start, pids }: Restartable): Promise<FaultyService> {
  let current = await start();
  let state: 'running' | 'hung' | 'crashed' = 'running';
  const signal = (pidList: number[], which: NodeJS.Signals) => {
    for (const pid of pidList) {
      try {
        process.kill(pid, which);
      } catch {
        // Gone already (a backend that ended meanwhile).
      }
    }
  };
  return {
    name,
    state: () => state,
    async inject(fault) {
      if (fault === 'hang') {
        if (state !== 'running') throw new Error(`${name} is ${state}, not running`);
        signal(pids(current), 'SIGSTOP');
        state = 'hung';
      } else if (fault === 'crash') {
        if (state === 'crashed') return;
        const all = pids(current);
        // SIGKILL ends a stopped process too: a hang that turns into a crash.
        signal(all, 'SIGKILL');
        await untilGone(all);
        state = 'crashed';
      } else if (state === 'hung') {
        signal(pids(current), 'SIGCONT');
        state = 'running';
      } else if (state === 'crashed') {
        current = await start();
        state = 'running';
      }
    },
    async stop() {
      if (state === 'hung') signal(pids(current), 'SIGCONT');
      if (state !== 'crashed') await current.stop();
    },
  };
}

/** The process and its children (PostgreSQL's postmaster and its backends). */
export function withChildren(pid: number | undefined): number[] {
  if (!pid) return [];
  try {
    return [pid, ...execFileSync('pgrep', ['-P', String(pid)]).toString().trim().split('\n').map(Number).filter((child) => child > 0)];
  } catch {
    // pgrep exits 1 when there are no children.
    return [pid];
  }
}

/** PostgreSQL's postmaster, from its data directory (the process we started may be `runuser`). */
export function postmasterOf(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]) || undefined;
  } catch {
    return undefined;
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { RedisClientType } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { type Service, startRedis } from '../../deploy/cluster/services';

/** One instance of a cluster runs the job queue at a time: the lease, against a real Redis. */

const dir = mkdtempSync(path.join(tmpdir(), 'mobilclub-lease-'));
let redis: Service | undefined;

beforeAll(async () => {
  const started = await startRedis(56_000 + Math.floor(Math.random() * 4_000), path.join(dir, 'redis.log'));
  redis = started.service;
  vi.stubEnv('REDIS_URL', started.url);
}, 60_000);

afterAll(async () => {
  const held = (globalThis as Record<symbol, { client: RedisClientType } | undefined>)[Symbol.for('mobilclub.redis')];
  held?.client.destroy();
  vi.unstubAllEnvs();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the job runner lease', () => {
  it('is held by one instance, renewed by it, and passes on once that instance stops renewing', async () => {
    const { holdLease } = await import('@/lib/server/redis');
    expect(await holdLease('test-runner', 400, 'instance-a')).toBe(true);
    expect(await holdLease('test-runner', 400, 'instance-b')).toBe(false);
    // A keeps renewing: B never gets it.
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await holdLease('test-runner', 400, 'instance-a')).toBe(true);
      expect(await holdLease('test-runner', 400, 'instance-b')).toBe(false);
    }
    // A stops: after the lease's time B takes over, and A is refused.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await holdLease('test-runner', 400, 'instance-b')).toBe(true);
    expect(await holdLease('test-runner', 400, 'instance-a')).toBe(false);
  });

  it('is asked before every look at the queue: this process runs jobs while it holds the lease, not while draining', async () => {
    const { runsJobsHere } = await import('@/cms/scheduling/jobs');
    expect(await runsJobsHere()).toBe(true);
    expect(await runsJobsHere()).toBe(true);
    const { holdLease } = await import('@/lib/server/redis');
    expect(await holdLease('job-runner', 15_000, 'another-instance')).toBe(false);
    // SIGTERM's drain (src/lib/server/drain.ts) sets this: no new jobs on a stopping instance.
    const draining = Symbol.for('mobilclub.draining');
    (globalThis as Record<symbol, boolean>)[draining] = true;
    try {
      expect(await runsJobsHere()).toBe(false);
    } finally {
      delete (globalThis as Record<symbol, boolean>)[draining];
    }
  });
});

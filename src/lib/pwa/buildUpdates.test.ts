// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as BuildUpdates from './buildUpdates';

type Module = typeof BuildUpdates;

async function load(buildId: string | undefined): Promise<Module> {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_BUILD_ID', buildId ?? '');
  return import('./buildUpdates');
}

const answer = (body: unknown, status = 200) => vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

function fakeLocation() {
  return { assign: vi.fn<Location['assign']>(), replace: vi.fn<Location['replace']>(), reload: vi.fn<Location['reload']>() };
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.unstubAllEnvs());

describe('new builds', () => {
  it('asks for builds/latest.json with a timestamp, uncached', async () => {
    const { checkForNewBuild } = await load('build-a');
    const fetchImpl = answer({ id: 'build-a', timestamp: 1 });
    await checkForNewBuild(fetchImpl);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    expect(init?.cache).toBe('no-store');
  });

  it('leaves navigation alone while the build is current', async () => {
    const { checkForNewBuild, loadInFullIfOutdated, pendingBuild } = await load('build-a');
    await checkForNewBuild(answer({ id: 'build-a', timestamp: 1 }));
    expect(pendingBuild()).toBeNull();
    const location = fakeLocation();
    expect(loadInFullIfOutdated('/verkehr', 'push', location)).toBe(false);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('makes the next navigation a full load once a newer build is out, then none for 10 s', async () => {
    const { checkForNewBuild, loadInFullIfOutdated } = await load('build-a');
    await checkForNewBuild(answer({ id: 'build-b', timestamp: 2 }));
    const location = fakeLocation();
    expect(loadInFullIfOutdated('/verkehr', 'push', location)).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/verkehr');
    expect(loadInFullIfOutdated('/reisen', 'push', location)).toBe(false);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });

  it('replaces for a replace and reloads for back and forward', async () => {
    const { checkForNewBuild, loadInFullIfOutdated } = await load('build-a');
    await checkForNewBuild(answer({ id: 'build-b', timestamp: 2 }));
    const location = fakeLocation();
    expect(loadInFullIfOutdated('/reisen?page=2', 'replace', location)).toBe(true);
    expect(location.replace).toHaveBeenCalledWith('/reisen?page=2');
    window.sessionStorage.clear();
    expect(loadInFullIfOutdated('/verkehr', 'traverse', location)).toBe(true);
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it('warns and carries on when latest.json fails or says nonsense', async () => {
    const { checkForNewBuild, pendingBuild } = await load('build-a');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await checkForNewBuild(answer({}, 503))).toBeNull();
    expect(await checkForNewBuild(answer({ id: 42 }))).toBeNull();
    expect(await checkForNewBuild(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(pendingBuild()).toBeNull();
    warn.mockRestore();
  });

  it('does nothing without a build id (development)', async () => {
    const { checkForNewBuild } = await load(undefined);
    const fetchImpl = answer({ id: 'x', timestamp: 1 });
    expect(await checkForNewBuild(fetchImpl)).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

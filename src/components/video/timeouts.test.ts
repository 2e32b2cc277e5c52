// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PLAYER_TIMEOUTS, playerTimeouts, settleWithin, watchMedia } from './timeouts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  delete window.__MOBILCLUB_PLAYER_TIMEOUTS__;
});

describe('player timeouts (spec 9)', () => {
  it('are 45000 ms for the player’s script, 55000 ms for its chunk, 60000 ms for setup and for the media request', () => {
    expect(PLAYER_TIMEOUTS).toEqual({ script: 45_000, chunk: 55_000, setup: 60_000, request: 60_000 });
    expect(playerTimeouts()).toEqual(PLAYER_TIMEOUTS);
  });

  it('takes shorter ones a test set on the page, and ignores what is no usable delay', () => {
    window.__MOBILCLUB_PLAYER_TIMEOUTS__ = { chunk: 1500 };
    expect(playerTimeouts()).toEqual({ script: 45_000, chunk: 1500, setup: 60_000, request: 60_000 });
    Object.assign(window, { __MOBILCLUB_PLAYER_TIMEOUTS__: { chunk: '1500', setup: -1, request: 2 ** 31 } });
    expect(playerTimeouts()).toEqual(PLAYER_TIMEOUTS);
    Object.assign(window, { __MOBILCLUB_PLAYER_TIMEOUTS__: 1500 });
    expect(playerTimeouts()).toEqual(PLAYER_TIMEOUTS);
  });
});

describe('settleWithin', () => {
  const handlers = () => ({ value: vi.fn(), error: vi.fn(), timeout: vi.fn() });

  it('passes on a result that arrives in time, and then lets the clock go', async () => {
    const on = handlers();
    settleWithin(Promise.resolve('Player'), 1000, on);
    await vi.advanceTimersByTimeAsync(5000);
    expect(on.value).toHaveBeenCalledWith('Player');
    expect(on.timeout).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes on a failure that arrives in time', async () => {
    const on = handlers();
    const failure = new Error('Loading chunk 7 failed');
    settleWithin(Promise.reject(failure), 1000, on);
    await vi.advanceTimersByTimeAsync(5000);
    expect(on.error).toHaveBeenCalledWith(failure);
    expect(on.timeout).not.toHaveBeenCalled();
  });

  it('times out at the deadline, and ignores what arrives later', async () => {
    const on = handlers();
    let arrive: (value: string) => void = () => undefined;
    settleWithin(new Promise<string>((resolve) => (arrive = resolve)), 1000, on);
    await vi.advanceTimersByTimeAsync(999);
    expect(on.timeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(on.timeout).toHaveBeenCalledOnce();
    arrive('Player');
    await vi.advanceTimersByTimeAsync(0);
    expect(on.value).not.toHaveBeenCalled();
  });

  it('does nothing at all once cancelled', async () => {
    const on = handlers();
    const cancel = settleWithin(Promise.resolve('Player'), 1000, on);
    cancel();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(on.value).not.toHaveBeenCalled();
    expect(on.timeout).not.toHaveBeenCalled();
  });
});

describe('watchMedia', () => {
  const timeouts = { setup: 60_000, request: 60_000 };

  it('reports setup when the media never starts loading', () => {
    const onTimeout = vi.fn();
    watchMedia(timeouts, onTimeout);
    vi.advanceTimersByTime(59_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledExactlyOnceWith('setup', 60_000);
  });

  it('reports the request, timed from its start, when it delivers no data', () => {
    const onTimeout = vi.fn();
    const watch = watchMedia({ setup: 60_000, request: 30_000 }, onTimeout);
    vi.advanceTimersByTime(50_000);
    watch.requested();
    // The setup's deadline passes: the player did set up.
    vi.advanceTimersByTime(29_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledExactlyOnceWith('request', 30_000);
    vi.advanceTimersByTime(120_000);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('ends with the first data, and when stopped before', () => {
    const onTimeout = vi.fn();
    const watch = watchMedia(timeouts, onTimeout);
    watch.requested();
    watch.stop();
    // A later `loadstart` (the player reloading its media) starts nothing new.
    watch.requested();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(200_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

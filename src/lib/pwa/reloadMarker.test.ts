import { describe, expect, it } from 'vitest';

import { RELOAD_MARKER_KEY, claimReload, isChunkLoadError } from './reloadMarker';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('the reload marker', () => {
  it('allows one reload per 10 seconds', () => {
    const storage = memoryStorage();
    expect(claimReload(1_000, storage)).toBe(true);
    expect(storage.values.get(RELOAD_MARKER_KEY)).toBe('11000');
    expect(claimReload(5_000, storage)).toBe(false);
    expect(claimReload(10_999, storage)).toBe(false);
    expect(claimReload(11_000, storage)).toBe(true);
  });

  it('never reloads when it cannot remember (no storage, or storage that throws)', () => {
    expect(claimReload(1_000, null)).toBe(false);
    const throwing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(claimReload(1_000, throwing)).toBe(false);
  });

  it('ignores a marker that is not a time', () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_MARKER_KEY, 'kaputt');
    expect(claimReload(1_000, storage)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }),
    new Error('Failed to load chunk /_next/static/chunks/0f2a.js from module 4711'),
    new TypeError('Failed to fetch dynamically imported module: https://www.mobilclub.example/_next/static/chunks/a.js'),
    'Loading chunk 7 failed',
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Failed to load media'), new TypeError('Failed to fetch'), null, 42])('leaves %s to the error page', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

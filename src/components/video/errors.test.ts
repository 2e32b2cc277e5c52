import { describe, expect, it } from 'vitest';

import { PLAYER_MESSAGES, mediaError, mediaRequestTimeout, noPlayableSource, playerLoadError, playerLoadTimeout, playerScriptTimeout, setupTimeout } from './errors';

describe('player errors (spec 8)', () => {
  it.each([
    [1, 203001, 'cantPlayVideo'],
    [2, 203002, 'badConnection'],
    [3, 203003, 'cantPlayVideo'],
    [4, 203004, 'cantPlayInBrowser'],
    [undefined, 203000, 'technicalError'],
  ] as const)('maps media error %s to code %d and message %s', (code, expected, key) => {
    const error = mediaError(code, 'MEDIA_ELEMENT_ERROR');
    expect(error).toMatchObject({ code: expected, key });
    expect(error.detail).toMatch(/^Failed to load media/);
    expect(PLAYER_MESSAGES[error.key]).toMatch(/\S/);
  });

  it('reports a player that failed to load as 101000 with "cantLoadPlayer"', () => {
    expect(playerLoadError(new Error('Loading chunk 7 failed'))).toEqual({ code: 101000, key: 'cantLoadPlayer', detail: 'Loading chunk 7 failed' });
  });

  it('reports each timeout of spec 9 with its code: script 101100, chunk 101000, setup 100000, media request 203002', () => {
    expect(playerScriptTimeout(45_000)).toEqual({ code: 101100, key: 'cantLoadPlayer', detail: 'Loading player script timed out after 45000 ms' });
    expect(playerLoadTimeout(55_000)).toEqual({ code: 101000, key: 'cantLoadPlayer', detail: 'Loading chunk timed out after 55000 ms' });
    expect(setupTimeout(60_000)).toEqual({ code: 100000, key: 'technicalError', detail: 'Error setting up player: timed out after 60000 ms' });
    expect(mediaRequestTimeout(60_000)).toEqual({ code: 203002, key: 'badConnection', detail: 'Failed to load media: request timed out after 60000 ms' });
  });

  it('reports an item with nothing to play as 200001 with "cantPlayVideo"', () => {
    expect(noPlayableSource('a')).toEqual({ code: 200001, key: 'cantPlayVideo', detail: 'No playable sources found for item a' });
  });
});

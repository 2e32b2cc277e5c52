import { describe, expect, it } from 'vitest';

import { PLAYER_MESSAGES, mediaError, playerLoadError } from './errors';

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
});

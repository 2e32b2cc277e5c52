import { describe, expect, it } from 'vitest';

import { EMBED_SIZE, PLAYER_DEFAULTS, playerConfigSchema } from './playerConfig';

const playlist = [{ title: 'Clip', file: '/api/videos/file/clip.mp4' }];
const parse = (input: Record<string, unknown>) => playerConfigSchema.safeParse({ playlist, ...input });

describe('player configuration (spec 5 rules, spec 9 defaults)', () => {
  it('has the defaults of spec 9', () => {
    const config = playerConfigSchema.parse({ playlist });
    expect(config).toMatchObject({
      volume: 90,
      width: '100%',
      aspectratio: '16:9',
      autostart: false,
      repeat: false,
      displaytitle: false,
      controls: true,
      playbackRates: [0.5, 1, 1.25, 1.5, 2],
      seekBackSeconds: 10,
    });
    expect(PLAYER_DEFAULTS.elementVolume).toBe(85);
    expect(EMBED_SIZE).toEqual({ width: 560, height: 340 });
  });

  it.each([
    [-20, 0],
    [0, 0],
    [85, 85],
    [100, 100],
    [140, 100],
  ])('clamps volume %d to %d', (volume, expected) => {
    expect(parse({ volume }).data?.volume).toBe(expected);
  });

  it('keeps playback rates between 0.25 and 4 and always includes 1', () => {
    expect(parse({ playbackRates: [0.1, 0.25, 2, 4, 8] }).data?.playbackRates).toEqual([0.25, 1, 2, 4]);
    expect(parse({ playbackRates: [] }).data?.playbackRates).toEqual([1]);
    expect(parse({ playbackRates: [1.5, 1, 1.5] }).data?.playbackRates).toEqual([1, 1.5]);
  });

  it.each([
    [0, 0],
    [10, 30],
    [30, 30],
    [90, 90],
  ])('takes live timeout %d as %d (at least 30 unless 0)', (liveTimeout, expected) => {
    expect(parse({ liveTimeout }).data?.liveTimeout).toBe(expected);
  });

  it('raises live sync below 5 to 5, keeps 5 to 45, and refuses more than 45', () => {
    expect(parse({ liveSyncDuration: 2 }).data?.liveSyncDuration).toBe(5);
    expect(parse({ liveSyncDuration: 45 }).data?.liveSyncDuration).toBe(45);
    const tooLong = parse({ liveSyncDuration: 46 });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toMatch(/above 45/);
  });

  it('refuses an empty or non-array playlist', () => {
    expect(playerConfigSchema.safeParse({ playlist: [] }).error?.issues[0]?.message).toBe('The playlist must not be empty');
    expect(playerConfigSchema.safeParse({ playlist: 'clip.mp4' }).error?.issues[0]?.message).toBe('The playlist must be an array');
    expect(playerConfigSchema.safeParse({}).success).toBe(false);
  });

  it('refuses a playlist item with nothing to play', () => {
    expect(playerConfigSchema.safeParse({ playlist: [{ title: 'Leer' }] }).success).toBe(false);
    expect(playerConfigSchema.safeParse({ playlist: [{ title: 'Mux', mediaid: 'abc123DEF456' }] }).success).toBe(true);
  });
});

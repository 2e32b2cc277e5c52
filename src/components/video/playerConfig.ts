import { z } from 'zod';

/** Spec 9: the player's defaults. */
export const PLAYER_DEFAULTS = {
  /** The video element's own default; the player configuration's is `volume` below. */
  elementVolume: 85,
  volume: 90,
  width: '100%',
  aspectratio: '16:9',
  autostart: false,
  repeat: false,
  displaytitle: false,
  controls: true,
  playbackRates: [0.5, 1, 1.25, 1.5, 2],
  seekBackSeconds: 10,
} as const;

/**
 * Spec 9: an embedded player's iframe (its width and height attributes; CSS then fits it to the
 * column at 16:9). The player itself is always 100% wide, so spec 9's 640 x 360 never applies.
 */
export const EMBED_SIZE = { width: 560, height: 340 } as const;

/** Spec 5's limits. */
export const PLAYER_LIMITS = {
  rate: { min: 0.25, max: 4 },
  liveTimeoutMin: 30,
  liveSync: { min: 5, max: 45 },
} as const;

const source = z.object({ file: z.string().min(1), type: z.string().optional(), label: z.string().optional() });
const track = z.object({ file: z.string().min(1), kind: z.enum(['captions', 'subtitles', 'chapters', 'thumbnails']), label: z.string().optional() });

/** Spec 3: a playlist item. Either a file (or sources) or a media id must say what plays. */
export const playlistItemSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().optional(),
    mediaid: z.string().optional(),
    image: z.string().optional(),
    file: z.string().optional(),
    sources: z.array(source).optional(),
    tracks: z.array(track).optional(),
    preload: z.enum(['auto', 'metadata', 'none']).optional(),
    duration: z.number().nonnegative().optional(),
  })
  .refine((item) => Boolean(item.file || item.mediaid || item.sources?.length), { message: 'A playlist item needs a file, sources or a media id' });

export type PlaylistItem = z.output<typeof playlistItemSchema>;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The player configuration (spec 5 rules, spec 9 defaults): volume clamped to 0–100; playback
 * rates kept within 0.25–4, always with 1; a live timeout of at least 30 s unless 0 (never
 * time out); live sync at least 5 s, more than 45 s an error; the playlist a non-empty array.
 */
export const playerConfigSchema = z.object({
  playlist: z.array(playlistItemSchema, { error: 'The playlist must be an array' }).min(1, 'The playlist must not be empty'),
  volume: z
    .number()
    .default(PLAYER_DEFAULTS.volume)
    .transform((volume) => clamp(volume, 0, 100)),
  playbackRates: z
    .array(z.number())
    .default([...PLAYER_DEFAULTS.playbackRates])
    .transform((rates) => {
      const kept = rates.filter((rate) => rate >= PLAYER_LIMITS.rate.min && rate <= PLAYER_LIMITS.rate.max);
      return [...new Set([...kept, 1])].sort((a, b) => a - b);
    }),
  liveTimeout: z
    .number()
    .nonnegative()
    .optional()
    .transform((timeout) => (timeout === undefined || timeout === 0 ? timeout : Math.max(PLAYER_LIMITS.liveTimeoutMin, timeout))),
  liveSyncDuration: z
    .number()
    .max(PLAYER_LIMITS.liveSync.max, `Live sync duration above ${PLAYER_LIMITS.liveSync.max} s is not supported`)
    .optional()
    .transform((seconds) => (seconds === undefined ? seconds : Math.max(PLAYER_LIMITS.liveSync.min, seconds))),
  width: z.string().default(PLAYER_DEFAULTS.width),
  aspectratio: z
    .string()
    .regex(/^\d+:\d+$/, 'The aspect ratio looks like 16:9')
    .default(PLAYER_DEFAULTS.aspectratio),
  autostart: z.boolean().default(PLAYER_DEFAULTS.autostart),
  repeat: z.boolean().default(PLAYER_DEFAULTS.repeat),
  displaytitle: z.boolean().default(PLAYER_DEFAULTS.displaytitle),
  controls: z.boolean().default(PLAYER_DEFAULTS.controls),
  seekBackSeconds: z.number().positive().default(PLAYER_DEFAULTS.seekBackSeconds),
});

export type PlayerConfigInput = z.input<typeof playerConfigSchema>;
export type PlayerConfig = z.output<typeof playerConfigSchema>;

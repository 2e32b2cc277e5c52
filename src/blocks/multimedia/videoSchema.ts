import { z } from 'zod';

import { CAPTION_KINDS, type CaptionTrack, defaultFirst } from '@/components/video/captions';
import { playerConfigSchema } from '@/components/video/playerConfig';
import type { Video, VideoItem } from '@/components/video/types';
import { embedOf } from '@/lib/video/embed';

import { picture } from '../fields';
import { applyRule, optional, optionalText } from '../rules';
import { type VideoSource, videoRules } from './videoRules';

export const videoDataSchema = z.object({
  videoSource: z.enum(['upload', 'mux', 'feed', 'embed']).nullish(),
  playlist: z.unknown().optional(),
  feedUrl: z.string().nullish(),
  embedUrl: z.string().nullish(),
  embedTitle: z.string().nullish(),
  volume: z.number().nullish(),
  repeat: z.boolean().nullish(),
  sharing: z.boolean().nullish(),
  shareTitle: z.string().nullish(),
});

/** Caption tracks as the CMS lists them; one whose file is gone (deleted) is left out. */
const tracksSchema = z
  .array(
    z.object({
      isDefault: z.boolean().nullish(),
      file: z.object({ url: z.string().nullish(), kind: z.enum(CAPTION_KINDS).nullish(), language: z.string().nullish(), label: z.string().nullish() }).nullish(),
    }),
  )
  .nullish()
  .transform((rows): CaptionTrack[] =>
    (rows ?? []).flatMap(({ isDefault, file }) =>
      file?.url && file.kind && file.language && file.label
        ? [{ src: file.url, kind: file.kind, srclang: file.language, label: file.label, isDefault: isDefault ?? false }]
        : [],
    ),
  );

const fileSchema = z.object({
  url: z.string().min(1, 'Die Videodatei fehlt. Bitte neu hochladen.'),
  mimeType: z.string().nullish(),
  createdAt: z.string().nullish(),
  tracks: tracksSchema,
});

const itemSchema = (source: Exclude<VideoSource, 'embed' | 'feed'>) =>
  z
    .object({
      id: z.string().nullish(),
      title: videoRules.title,
      description: optionalText,
      file: z.unknown(),
      muxPlaybackId: z.string().nullish(),
      poster: optional(picture),
      duration: z.number().nonnegative().nullish(),
      tracks: tracksSchema,
    })
    .transform((item, ctx): VideoItem | typeof z.NEVER => {
      const file = source === 'upload' ? applyRule(ctx, 'file', videoRules.file.pipe(fileSchema), item.file) : null;
      const muxPlaybackId = source === 'mux' ? applyRule(ctx, 'muxPlaybackId', videoRules.muxPlaybackId, item.muxPlaybackId) : null;
      if (file === undefined || muxPlaybackId === undefined) return z.NEVER;
      return {
        id: item.id ?? item.title,
        title: item.title,
        description: item.description,
        file: file ? { url: file.url, mimeType: file.mimeType ?? null, uploadedAt: file.createdAt ?? null } : null,
        muxPlaybackId,
        poster: item.poster,
        duration: item.duration ?? null,
        // The item's own tracks, else those of its video file.
        tracks: defaultFirst(item.tracks.length > 0 ? item.tracks : (file?.tracks ?? [])),
      };
    });

/** The video of a multimedia block, checked by the same rules the admin applies. */
export function videoOf(data: z.output<typeof videoDataSchema>, ctx: z.RefinementCtx): Video | null {
  const source = data.videoSource ?? 'upload';
  const shareTitle = data.sharing ? (data.shareTitle?.trim() ?? '') : null;
  if (source === 'embed') {
    const address = applyRule(ctx, 'embedUrl', videoRules.embedUrl, data.embedUrl);
    const title = applyRule(ctx, 'embedTitle', videoRules.embedTitle, data.embedTitle);
    const embed = address ? embedOf(address) : null;
    if (!embed || !title) return null;
    return { source, embed, title, shareTitle: shareTitle === '' ? title : shareTitle };
  }
  if (source === 'feed') {
    const feedUrl = applyRule(ctx, 'feedUrl', videoRules.feedUrl, data.feedUrl);
    return feedUrl ? { source, feedUrl, volume: data.volume ?? null, repeat: data.repeat ?? null, shareTitle } : null;
  }
  const items = applyRule(ctx, 'playlist', videoRules.playlist.pipe(z.array(itemSchema(source))), data.playlist);
  if (!items) return null;
  const config = playerConfigSchema.safeParse({
    playlist: items.map((item) => ({
      title: item.title,
      description: item.description ?? undefined,
      mediaid: item.muxPlaybackId ?? undefined,
      file: item.file?.url,
      image: item.poster?.mq.url,
      duration: item.duration ?? undefined,
      tracks: item.tracks.length > 0 ? item.tracks.map((track) => ({ file: track.src, kind: track.kind, label: track.label })) : undefined,
    })),
    volume: data.volume ?? undefined,
    repeat: data.repeat ?? undefined,
  });
  if (!config.success) {
    for (const issue of config.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['playlist', ...issue.path] });
    return null;
  }
  const first = items[0]?.title ?? '';
  return { source, items, config: config.data, shareTitle: shareTitle === '' ? first : shareTitle };
}

import type { VideoItem } from '@/components/video/types';
import type { BlockData, Image } from '@/lib/cms/types';
import { LOGO_PATH, type Thing, absolute } from '@/lib/seo/structuredData';

import { multimediaSchema } from './schema';

/**
 * schema.org `VideoObject`s of a page's video blocks, so that search engines know the videos as
 * videos (Google's video results need name, thumbnail and upload date). Built from the blocks as
 * the page renders them: a block the renderer leaves out (it breaks a rule) is not described.
 */

/** What the page around the videos gives when a video lacks something of its own. */
export interface VideoPageContext {
  siteUrl: string;
  /** The article's lead text, as a description for a video without one. */
  description: string | null;
  /** When the page went live: the date of a video that has no upload date of its own. */
  datePublished: string | null;
  dateModified: string | null;
  /** A picture for a video without its own poster (an article's title picture). */
  image: Image | null;
}

/** Seconds as an ISO 8601 duration (`PT1M30S`), as schema.org wants it. */
export function isoDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || whole === 0 ? `${rest}S` : ''}`;
}

/**
 * A video is public from the later of its upload and the page's publication: a file uploaded for
 * an article waits for it; one added to a published article went out with that change.
 */
function latest(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

function fallbackThumbnail(page: VideoPageContext): string {
  return absolute(page.image?.hq.url ?? LOGO_PATH, page.siteUrl);
}

function itemObject(item: VideoItem, source: 'upload' | 'mux', page: VideoPageContext): Thing | null {
  const uploadDate = latest(item.file?.uploadedAt ?? null, page.datePublished) ?? page.dateModified;
  if (!uploadDate) return null;
  const thumbnail = item.poster
    ? absolute(item.poster.hq.url, page.siteUrl)
    : item.muxPlaybackId
      ? `https://image.mux.com/${item.muxPlaybackId}/thumbnail.jpg`
      : fallbackThumbnail(page);
  const contentUrl =
    source === 'upload' && item.file
      ? absolute(item.file.url, page.siteUrl)
      : item.muxPlaybackId
        ? `https://stream.mux.com/${item.muxPlaybackId}.m3u8`
        : null;
  return {
    '@type': 'VideoObject',
    name: item.title,
    description: item.description ?? page.description ?? item.title,
    thumbnailUrl: [thumbnail],
    uploadDate,
    ...(item.duration ? { duration: isoDuration(item.duration) } : {}),
    ...(contentUrl ? { contentUrl } : {}),
    inLanguage: 'de-AT',
  };
}

/** Every video of the page's multimedia blocks, in block order (each item of a playlist). */
export function videoObjects(blocks: readonly BlockData[], page: VideoPageContext): Thing[] {
  const things: Thing[] = [];
  for (const block of blocks) {
    if (block.__typename !== 'MultimediaBlock') continue;
    const parsed = multimediaSchema.safeParse(block);
    if (!parsed.success || parsed.data.media.kind !== 'video') continue;
    const { video } = parsed.data.media;
    if (video.source === 'embed') {
      const uploadDate = page.datePublished ?? page.dateModified;
      if (!uploadDate) continue;
      const thumbnail =
        video.embed.vendor === 'youtube' ? `https://i.ytimg.com/vi/${video.embed.id}/hqdefault.jpg` : fallbackThumbnail(page);
      things.push({
        '@type': 'VideoObject',
        name: video.title,
        description: page.description ?? video.title,
        thumbnailUrl: [thumbnail],
        uploadDate,
        embedUrl: video.embed.src,
        inLanguage: 'de-AT',
      });
      continue;
    }
    // A feed's videos are known only as the page renders; its items are not described here.
    if (video.source === 'feed') continue;
    for (const item of video.items) {
      const thing = itemObject(item, video.source, page);
      if (thing) things.push(thing);
    }
  }
  return things;
}

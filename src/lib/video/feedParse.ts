import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';

import { CAPTION_KINDS, type CaptionTrack, LANGUAGE_TAG } from '@/components/video/captions';
import { type PlaylistItem, playlistItemSchema } from '@/components/video/playerConfig';

/**
 * A playlist feed (spec 7: "XML feed or JSON with playlist array") read into playlist items
 * (spec 3), and each item judged by where it plays from: a file of this site, a Mux video, or
 * something this site cannot show (another host would be a third party no visitor consented to).
 */

/** How many items of a feed are shown at most; a longer feed is cut. */
export const FEED_MAX_ITEMS = 50;

export type FeedProblem = 'notAFeed' | 'empty' | 'nothingPlayable';

/** One video of a feed, as the player plays it. */
export interface FeedItem {
  title: string;
  description: string | null;
  /** A file of this site, as a path (`/api/videos/file/…`). */
  file: string | null;
  muxPlaybackId: string | null;
  /** A picture of this site, as a path; pictures of other hosts are left out (a request before consent). */
  poster: string | null;
  duration: number | null;
  tracks: CaptionTrack[];
}

export type ParsedFeed = { ok: true; items: FeedItem[]; skipped: number } | { ok: false; problem: FeedProblem };

const jsonFeedSchema = z.object({ playlist: z.array(z.unknown()) });

const MUX_STREAM = /^https:\/\/stream\.mux\.com\/([A-Za-z0-9]{10,80})\.m3u8(?:\?.*)?$/;
const MUX_HOSTS = new Set(['stream.mux.com']);

/**
 * `address` as a path of this site: written as a path, or as an address on the site's own origin.
 * Null for anything else.
 */
function ownPath(address: string | undefined, siteOrigin: string): string | null {
  if (!address) return null;
  if (address.startsWith('/') && !address.startsWith('//')) {
    const url = new URL(address, 'http://site.invalid');
    return url.pathname + url.search;
  }
  try {
    const url = new URL(address);
    return url.origin === siteOrigin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

/** Caption tracks a visitor's browser may fetch: the site's own, or Mux's with a Mux video. */
function tracksOf(item: PlaylistItem, siteOrigin: string, mux: boolean): CaptionTrack[] {
  return (item.tracks ?? []).flatMap((track, index): CaptionTrack[] => {
    const kind = CAPTION_KINDS.find((known) => known === track.kind);
    if (!kind) return [];
    let src = ownPath(track.file, siteOrigin);
    if (!src && mux && URL.canParse(track.file) && MUX_HOSTS.has(new URL(track.file).hostname)) src = track.file;
    if (!src) return [];
    const label = track.label?.trim() || 'Deutsch';
    // Feeds rarely name a track's language: the site's own unless the label is a language tag.
    const srclang = LANGUAGE_TAG.test(track.label ?? '') ? (track.label ?? 'de') : 'de';
    return [{ src, kind, srclang, label, isDefault: index === 0 }];
  });
}

/** A playlist item as this site can play it, or null when it plays from anywhere else. */
function feedItemOf(item: PlaylistItem, siteOrigin: string): FeedItem | null {
  const addresses = [item.file, ...(item.sources ?? []).map((source) => source.file)].filter((address): address is string => Boolean(address));
  const file = addresses.map((address) => ownPath(address, siteOrigin)).find((path) => path !== null) ?? null;
  const muxPlaybackId = file ? null : (addresses.map((address) => MUX_STREAM.exec(address)?.[1]).find(Boolean) ?? null);
  if (!file && !muxPlaybackId) return null;
  return {
    title: item.title.trim(),
    description: item.description?.trim() || null,
    file,
    muxPlaybackId,
    poster: ownPath(item.image, siteOrigin),
    duration: item.duration ?? null,
    tracks: tracksOf(item, siteOrigin, muxPlaybackId !== null),
  };
}

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: true,
  // Entities beyond XML's five are not expanded (no DOCTYPE is read at all, see below).
  processEntities: true,
  isArray: (name) => ['item', 'media:content', 'media:thumbnail', 'jwplayer:source', 'jwplayer:track', 'enclosure'].includes(name),
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : isRecord(value) ? [value] : []);
/** The text of an element that may carry attributes (then its text is `#text`). */
const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value['#text'] === 'string') return value['#text'];
  return undefined;
};
const attribute = (element: Record<string, unknown> | undefined, name: string): string | undefined => {
  const value = element?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
};
const seconds = (value: string | undefined): number | undefined => {
  const number = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** An RSS item (Media RSS, as JW Player's and most video platforms' feeds write it) as a playlist item. */
function rssItem(item: Record<string, unknown>): unknown {
  const group = isRecord(item['media:group']) ? item['media:group'] : {};
  const contents = [...list(item['media:content']), ...list(group['media:content'])];
  const videos = [...contents, ...list(item.enclosure)].filter((content) => (attribute(content, 'type') ?? 'video/').startsWith('video/') || /\.m3u8|\.mp4/.test(attribute(content, 'url') ?? ''));
  const sources = [...videos.map((content) => ({ file: attribute(content, 'url') ?? '', type: attribute(content, 'type') })), ...list(item['jwplayer:source']).map((source) => ({ file: attribute(source, 'file') ?? '', type: attribute(source, 'type') }))].filter((source) => source.file);
  const thumbnail = [...list(item['media:thumbnail']), ...list(group['media:thumbnail'])][0];
  return {
    title: text(item['media:title']) ?? text(item.title),
    description: text(item['media:description']) ?? text(item.description),
    image: attribute(thumbnail, 'url') ?? text(item['jwplayer:image']),
    sources: sources.length > 0 ? sources : undefined,
    duration: seconds(attribute(videos[0], 'duration') ?? text(item['jwplayer:duration'])),
    tracks: list(item['jwplayer:track'])
      .map((track) => ({ file: attribute(track, 'file') ?? '', kind: attribute(track, 'kind') ?? 'captions', label: attribute(track, 'label') }))
      .filter((track) => track.file),
  };
}

/** The raw items of a feed's text, or null when it is neither kind of feed. */
function rawItems(body: string): unknown[] | null {
  const start = body.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{')) {
    try {
      const parsed = jsonFeedSchema.safeParse(JSON.parse(start));
      return parsed.success ? parsed.data.playlist : null;
    } catch {
      return null;
    }
  }
  // A document type could declare entities that expand without end: a feed has no need of one.
  if (!start.startsWith('<') || /<!DOCTYPE|<!ENTITY/i.test(start)) return null;
  let document: unknown;
  try {
    document = xmlParser.parse(start, true);
  } catch {
    return null;
  }
  const channel = isRecord(document) && isRecord(document.rss) ? document.rss.channel : undefined;
  if (!isRecord(channel)) return null;
  return list(channel.item).map(rssItem);
}

/** The playable items of a feed, in its order, or what is wrong with it. */
export function parseFeed(body: string, siteOrigin: string): ParsedFeed {
  const raw = rawItems(body);
  if (raw === null) return { ok: false, problem: 'notAFeed' };
  if (raw.length === 0) return { ok: false, problem: 'empty' };
  const items = raw.slice(0, FEED_MAX_ITEMS).flatMap((entry) => {
    const parsed = playlistItemSchema.safeParse(entry);
    const item = parsed.success && parsed.data.title.trim() ? feedItemOf(parsed.data, siteOrigin) : null;
    return item ? [item] : [];
  });
  if (items.length === 0) return { ok: false, problem: 'nothingPlayable' };
  return { ok: true, items, skipped: Math.min(raw.length, FEED_MAX_ITEMS) - items.length };
}

import type { Image } from '@/lib/cms/types';
import type { Embed } from '@/lib/video/embed';

import type { CaptionTrack } from './captions';
import type { PlayerConfig } from './playerConfig';

/** One video of a playlist, ready for the player. */
export interface VideoItem {
  id: string;
  title: string;
  description: string | null;
  /** A file of this site (upload) to play; `uploadedAt` as the CMS recorded it. */
  file: { url: string; mimeType: string | null; uploadedAt: string | null } | null;
  /** A Mux playback id (vendor Mux). */
  muxPlaybackId: string | null;
  poster: Image | null;
  duration: number | null;
  /** Caption and subtitle tracks, the default first. */
  tracks: CaptionTrack[];
}

export type Video =
  | { source: 'upload' | 'mux'; items: VideoItem[]; config: PlayerConfig; shareTitle: string | null }
  /** A playlist read from a feed when the page is rendered (src/lib/video/playlistFeed). A share title of '' means the first video's. */
  | { source: 'feed'; feedUrl: string; volume: number | null; repeat: boolean | null; shareTitle: string | null }
  | { source: 'embed'; embed: Embed; title: string; shareTitle: string | null };

import type { ReactNode } from 'react';

import { Image, imagePropsOf } from '@/components/image/Image';
import { SocialSharing } from '@/components/share/SocialSharing';
import { consentConfigOf } from '@/lib/consent/settings';
import type { ConsentConfig, VideoVendor } from '@/lib/consent/vendors';
import { log } from '@/lib/log';
import { type PublicSettings, getPublicSettings } from '@/lib/settings/public';
import { playlistFeed } from '@/lib/video/playlistFeed';

import { LazyConsentGate as ConsentGate, LazyVideoPlayer as VideoPlayer } from '@/components/islands.client';
import { EMBED_SIZE, playerConfigSchema } from './playerConfig';
import { type PlayerItem, formatDuration } from './states';
import type { Video as VideoData } from './types';

export interface VideoProps {
  video: VideoData;
  /** The element id the share link points at (spec 3: shareAnchor). */
  anchor: string | null;
  /** The page the video is on, for the share link. */
  path: string;
  sizes: string;
  roundCorners: boolean;
}

function EmbeddedVideo({ video, consent, roundCorners }: { video: Extract<VideoData, { source: 'embed' }>; consent: ConsentConfig; roundCorners: boolean }) {
  const { embed, title } = video;
  return (
    <ConsentGate vendor={embed.vendor} config={consent} label={`Video: ${title}`}>
      <iframe
        src={embed.src}
        title={title}
        width={EMBED_SIZE.width}
        height={EMBED_SIZE.height}
        className={`aspect-video h-auto w-full ${roundCorners ? 'rounded-xl' : ''}`}
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </ConsentGate>
  );
}

const reported = new Set<VideoVendor>();

/**
 * Whether the video's platform is one the site is not set up for (PUBLIC_VIDEO_VENDORS); said
 * once per platform in the log, since an editor chose it.
 */
function vendorNotEnabled(vendor: VideoVendor | null, settings: PublicSettings): boolean {
  if (!vendor || settings.videoVendors.includes(vendor)) return false;
  if (!reported.has(vendor)) {
    reported.add(vendor);
    log.warn('video.vendorNotEnabled', { vendor, setting: 'PUBLIC_VIDEO_VENDORS' });
  }
  return true;
}

const notShown = (text: string) => <p className="rounded-xl border border-line p-4 text-darkgrey">{text}</p>;
const NOT_ENABLED = 'Dieses Video kann hier leider nicht gezeigt werden.';
const FEED_UNAVAILABLE = 'Diese Videos können gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.';

/** The video, and under it the links to share it (pointing at the video itself). */
function VideoFrame({ anchor, path, shareTitle, settings, children }: { anchor: string | null; path: string; shareTitle: string | null; settings: PublicSettings; children: ReactNode }) {
  const shareUrl = new URL(`${path}${anchor ? `#${anchor}` : ''}`, settings.siteUrl).toString();
  return (
    <div id={anchor ?? undefined} className="scroll-mt-6 space-y-4">
      {children}
      {shareTitle !== null ? <SocialSharing url={shareUrl} title={shareTitle} xAccount={settings.xAccount} label="Video teilen" /> : null}
    </div>
  );
}

/**
 * A playlist read from a feed as the page renders (and kept as long as the page: see
 * playlistFeed): its site files play without asking, its Mux videos after the visitor's consent
 * to Mux, as those of a playlist entered in the CMS. A feed that cannot be read is logged, and
 * the visitor reads that the videos cannot be shown just now.
 */
async function FeedVideo({ video, anchor, path, settings, roundCorners }: Omit<VideoProps, 'video' | 'sizes'> & { video: Extract<VideoData, { source: 'feed' }>; settings: PublicSettings }) {
  const feed = await playlistFeed(video.feedUrl, new URL(settings.siteUrl).origin);
  const host = URL.canParse(video.feedUrl) ? new URL(video.feedUrl).host : '';
  if (!feed.ok) {
    // The host only: a feed's address may carry a key in its query.
    log.warn('video.feedUnavailable', { host, reason: feed.failure.kind });
    return notShown(FEED_UNAVAILABLE);
  }
  const vendor = feed.items.some((item) => item.muxPlaybackId) ? 'mux' : null;
  if (vendorNotEnabled(vendor, settings)) return notShown(NOT_ENABLED);
  const config = playerConfigSchema.safeParse({
    playlist: feed.items.map((item) => ({ title: item.title, file: item.file ?? undefined, mediaid: item.muxPlaybackId ?? undefined, duration: item.duration ?? undefined })),
    volume: video.volume ?? undefined,
    repeat: video.repeat ?? undefined,
  });
  if (!config.success) {
    log.warn('video.feedUnavailable', { host, reason: 'config' });
    return notShown(FEED_UNAVAILABLE);
  }
  const items: PlayerItem[] = feed.items.map((item, index) => ({
    id: `feed-${index}`,
    title: item.title,
    description: item.description,
    src: item.file,
    muxPlaybackId: item.muxPlaybackId,
    duration: formatDuration(item.duration),
    tracks: item.tracks,
  }));
  // Pictures of this site only (the feed reader keeps no other): no request to another host before consent.
  const posters = feed.items.map((item) =>
    // A feed names one picture, not the CMS's sized variants: nothing to choose from (and no LCP: it is below a poster's play button).
    // eslint-disable-next-line @next/next/no-img-element
    item.poster ? <img key={item.poster} src={item.poster} alt="" width={1280} height={720} loading="lazy" decoding="async" /> : null,
  );
  const shareTitle = video.shareTitle === '' ? (items[0]?.title ?? '') : video.shareTitle;
  return (
    <VideoFrame anchor={anchor} path={path} shareTitle={shareTitle} settings={settings}>
      <VideoPlayer
        items={items}
        posters={posters}
        config={config.data}
        vendor={vendor}
        consent={consentConfigOf(settings)}
        accentColor={settings.themeColor}
        roundCorners={roundCorners}
      />
    </VideoFrame>
  );
}

/**
 * A video (spec 3 video element): a playlist of this site's files or of Mux, or read from a
 * feed, played by the Mux player once the visitor asks, or a YouTube or Vimeo video behind its
 * vendor's consent gate. Sharing links point at the video itself. A video from a platform the
 * site is not set up for (PUBLIC_VIDEO_VENDORS; its policies would block it anyway) is not shown.
 */
export function Video({ video, anchor, path, sizes, roundCorners }: VideoProps) {
  const settings = getPublicSettings();
  if (video.source === 'feed') return <FeedVideo video={video} anchor={anchor} path={path} settings={settings} roundCorners={roundCorners} />;
  const consent = consentConfigOf(settings);
  const vendor: VideoVendor | null = video.source === 'embed' ? video.embed.vendor : video.source === 'mux' ? 'mux' : null;
  if (vendorNotEnabled(vendor, settings)) return notShown(NOT_ENABLED);
  let player: ReactNode;
  if (video.source === 'embed') {
    player = <EmbeddedVideo video={video} consent={consent} roundCorners={roundCorners} />;
  } else {
    const posters = video.items.map((item) =>
      item.poster ? <Image key={item.id} {...imagePropsOf(item.poster)} alt="" size="16/9" sizes={sizes} lazy /> : null,
    );
    player = (
      <VideoPlayer
        items={video.items.map((item) => ({
          id: item.id,
          title: item.title,
          description: item.description,
          src: item.file?.url ?? null,
          muxPlaybackId: item.muxPlaybackId,
          duration: formatDuration(item.duration),
          tracks: item.tracks,
        }))}
        posters={posters}
        config={video.config}
        vendor={vendor === 'mux' ? 'mux' : null}
        consent={consent}
        accentColor={settings.themeColor}
        roundCorners={roundCorners}
      />
    );
  }
  return (
    <VideoFrame anchor={anchor} path={path} shareTitle={video.shareTitle} settings={settings}>
      {player}
    </VideoFrame>
  );
}

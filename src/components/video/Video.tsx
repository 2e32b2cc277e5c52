import type { ReactNode } from 'react';

import { Image, imagePropsOf } from '@/components/image/Image';
import { SocialSharing } from '@/components/share/SocialSharing';
import { consentConfigOf } from '@/lib/consent/settings';
import type { ConsentConfig, VideoVendor } from '@/lib/consent/vendors';
import { log } from '@/lib/log';
import { getPublicSettings } from '@/lib/settings/public';

import { LazyConsentGate as ConsentGate, LazyVideoPlayer as VideoPlayer } from './LazyVideo.client';
import { EMBED_SIZE } from './playerConfig';
import { formatDuration } from './states';
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

/** The platform a video plays from, or null for the site's own files. */
function vendorOf(video: VideoData): VideoVendor | null {
  if (video.source === 'embed') return video.embed.vendor;
  return video.source === 'mux' ? 'mux' : null;
}

const reported = new Set<VideoVendor>();

/** Once per platform: an editor chose a platform the site is not set up for (PUBLIC_VIDEO_VENDORS). */
function reportVendorNotEnabled(vendor: VideoVendor): void {
  if (reported.has(vendor)) return;
  reported.add(vendor);
  log.warn('video.vendorNotEnabled', { vendor, setting: 'PUBLIC_VIDEO_VENDORS' });
}

/**
 * A video (spec 3 video element): a playlist of this site's files or of Mux, played by the Mux
 * player once the visitor asks, or a YouTube or Vimeo video behind its vendor's consent gate.
 * Sharing links point at the video itself. A video from a platform the site is not set up for
 * (PUBLIC_VIDEO_VENDORS; its policies would block it anyway) is not shown.
 */
export function Video({ video, anchor, path, sizes, roundCorners }: VideoProps) {
  const settings = getPublicSettings();
  const consent = consentConfigOf(settings);
  const vendor = vendorOf(video);
  if (vendor && !settings.videoVendors.includes(vendor)) {
    reportVendorNotEnabled(vendor);
    return <p className="rounded-xl border border-line p-4 text-darkgrey">Dieses Video kann hier leider nicht gezeigt werden.</p>;
  }
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
        vendor={video.source === 'mux' ? 'mux' : null}
        consent={consent}
        accentColor={settings.themeColor}
        roundCorners={roundCorners}
      />
    );
  }
  const shareUrl = new URL(`${path}${anchor ? `#${anchor}` : ''}`, settings.siteUrl).toString();
  return (
    <div id={anchor ?? undefined} className="scroll-mt-6 space-y-4">
      {player}
      {video.shareTitle !== null ? (
        <SocialSharing url={shareUrl} title={video.shareTitle} xAccount={settings.xAccount} label="Video teilen" />
      ) : null}
    </div>
  );
}

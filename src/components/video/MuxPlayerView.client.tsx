'use client';

import type { MuxCSSProperties, MuxPlayerRefAttributes } from '@mux/mux-player-react';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';

import { captionLanguage, rememberCaptions, showingCaptionTrack } from './captionPreference';
import { type PlayerError, mediaError, mediaRequestTimeout, setupTimeout } from './errors';
import type { PlayerConfig } from './playerConfig';
import { MuxPlayer } from './playerScript';
import type { PlayerItem, PlayerState } from './states';
import { playerTimeouts, watchMedia } from './timeouts';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Follows `path` through nested properties of an object whose type the event does not know. */
function dig(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((current, key) => (isObject(current) ? Reflect.get(current, key) : undefined), value);
}

/**
 * The MediaError behind a player's error event: the player's own, or its media element's, or
 * the native video element's (where Chromium puts a file it cannot open).
 */
function mediaErrorOf(target: EventTarget | null): { code: number | undefined; message: string | undefined } {
  for (const path of [['error'], ['media', 'error'], ['media', 'nativeEl', 'error']]) {
    const error = dig(target, path);
    if (!isObject(error)) continue;
    const code = Reflect.get(error, 'code');
    const message = Reflect.get(error, 'message');
    return { code: typeof code === 'number' ? code : undefined, message: typeof message === 'string' ? message : undefined };
  }
  return { code: undefined, message: undefined };
}

/**
 * The player fills its frame. Its own loading indicator is off: it is also a live region
 * ("Medien werden geladen"), announced beside the page's "Video wird geladen: …"; the page shows
 * a spinner of its own instead (VideoPlayer). Its error dialog is off too: it speaks English
 * ("Network Error") and the page shows the error in German, with its code (spec 8).
 */
const playerStyle: MuxCSSProperties = { width: '100%', height: '100%', aspectRatio: 'auto', '--loading-indicator': 'none', '--dialog': 'none' };

/** Media events that show data of the media arrived: its request was answered. */
const DATA_EVENTS = ['progress', 'loadedmetadata', 'loadeddata', 'canplay', 'playing'] as const;

export interface MuxPlayerViewProps {
  item: PlayerItem;
  config: PlayerConfig;
  accentColor: string;
  onState: (state: PlayerState) => void;
  onEnded: () => void;
  onError: (error: PlayerError) => void;
}

/**
 * The Mux player, loaded only once the visitor pressed play. It starts playing at once (the
 * press is the visitor's gesture) and reports its states; Mux Data tracking and cookies are off.
 */
export function MuxPlayerView({ item, config, accentColor, onState, onEnded, onError }: MuxPlayerViewProps) {
  const player = useRef<MuxPlayerRefAttributes>(null);
  // Read once per video: captions the visitor switched on earlier in the visit start on.
  const [startLanguage] = useState(captionLanguage);
  const captionTracks = item.tracks.filter((track) => track.kind !== 'chapters');
  const startTrack = startLanguage ? (captionTracks.find((track) => track.srclang === startLanguage) ?? null) : null;

  useEffect(() => {
    if (player.current) player.current.volume = config.volume / 100;
  }, [config.volume, item.id]);

  const reportTimeout = useEffectEvent(onError);
  // Spec 9's setup and request timeouts, from the mount (a retry or the next item mounts anew).
  // Listening from the commit on: the player's own event props attach later, after `loadstart` may have fired.
  useLayoutEffect(() => {
    const element = player.current;
    if (!element) return;
    const watch = watchMedia(playerTimeouts(), (step, ms) => reportTimeout(step === 'setup' ? setupTimeout(ms) : mediaRequestTimeout(ms)));
    element.addEventListener('loadstart', watch.requested);
    for (const type of DATA_EVENTS) element.addEventListener(type, watch.stop);
    return () => {
      watch.stop();
      element.removeEventListener('loadstart', watch.requested);
      for (const type of DATA_EVENTS) element.removeEventListener(type, watch.stop);
    };
  }, []);

  // The captions button and menu ask the player with these events; the outcome is read after
  // the player has handled them.
  useEffect(() => {
    const element = player.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const remember = () => {
      clearTimeout(timer);
      timer = setTimeout(() => rememberCaptions(showingCaptionTrack(element.textTracks)?.language ?? null), 0);
    };
    const requests = ['mediatogglesubtitlesrequest', 'mediashowsubtitlesrequest', 'mediadisablesubtitlesrequest'];
    for (const request of requests) element.addEventListener(request, remember);
    return () => {
      clearTimeout(timer);
      for (const request of requests) element.removeEventListener(request, remember);
    };
  }, []);

  return (
    <MuxPlayer
      ref={player}
      src={item.src ?? undefined}
      playbackId={item.muxPlaybackId ?? undefined}
      streamType="on-demand"
      // Captions start off unless the visitor switched them on earlier in the visit.
      defaultHiddenCaptions={!startTrack}
      disableTracking
      disableCookies
      autoPlay
      playbackRates={config.playbackRates}
      backwardSeekOffset={config.seekBackSeconds}
      accentColor={accentColor}
      style={playerStyle}
      onLoadStart={() => onState('loading')}
      onWaiting={() => onState('buffering')}
      onStalled={() => onState('stalled')}
      onPlaying={() => onState('playing')}
      onPause={(event) => {
        // A pause at the very end is the end, reported by `ended`.
        if (dig(event.currentTarget, ['ended']) !== true) onState('paused');
      }}
      onEnded={onEnded}
      onError={(event) => {
        const cause = mediaErrorOf(event.currentTarget);
        onError(mediaError(cause.code, cause.message));
      }}
    >
      {item.tracks.map((track) => (
        <track
          key={track.src}
          src={track.src}
          kind={track.kind}
          srcLang={track.srclang}
          label={track.label}
          default={track === startTrack}
        />
      ))}
    </MuxPlayer>
  );
}

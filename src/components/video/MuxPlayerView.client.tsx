'use client';

// Order matters: the cast-free <mux-video> must be defined before the player is imported.
import './muxVideoWithoutCast';
import 'media-chrome/dist/lang/de.js';

import MuxPlayer, { type MuxPlayerRefAttributes } from '@mux/mux-player-react';
import { setLanguage } from 'media-chrome/dist/utils/i18n.js';
import { useEffect, useRef } from 'react';

import { type PlayerError, mediaError } from './errors';
import type { PlayerConfig } from './playerConfig';
import type { PlayerItem, PlayerState } from './states';

setLanguage('de');

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

  useEffect(() => {
    if (player.current) player.current.volume = config.volume / 100;
  }, [config.volume, item.id]);

  return (
    <MuxPlayer
      ref={player}
      src={item.src ?? undefined}
      playbackId={item.muxPlaybackId ?? undefined}
      streamType="on-demand"
      disableTracking
      disableCookies
      autoPlay
      playbackRates={config.playbackRates}
      backwardSeekOffset={config.seekBackSeconds}
      accentColor={accentColor}
      style={{ width: '100%', height: '100%', aspectRatio: 'auto' }}
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
        const error = mediaError(cause.code, cause.message);
        console.error(`Player error ${error.code}: ${error.detail}`);
        onError(error);
      }}
    />
  );
}

import type { CaptionTrack } from './captions';

/** Spec 4: the player's states. `idle` is before the visitor asked for the video. */
export const PLAYER_STATES = ['idle', 'loading', 'buffering', 'playing', 'paused', 'stalled', 'complete', 'error'] as const;
export type PlayerState = (typeof PLAYER_STATES)[number];

/** What screen readers hear when the state changes (a polite live region). */
export const PLAYER_STATE_TEXT: Record<PlayerState, string> = {
  idle: 'Video bereit',
  loading: 'Video wird geladen',
  buffering: 'Video wird gepuffert',
  playing: 'Video läuft',
  paused: 'Video angehalten',
  stalled: 'Wiedergabe stockt, Daten kommen nicht an',
  complete: 'Video zu Ende',
  error: 'Fehler bei der Wiedergabe',
};

/** States in which the visitor waits for the video's data: the player shows a spinner. */
export const WAITING_STATES: ReadonlySet<PlayerState> = new Set<PlayerState>(['loading', 'buffering', 'stalled']);

/** One playlist entry as the player needs it. */
export interface PlayerItem {
  id: string;
  title: string;
  description: string | null;
  /** A file on this site, or null for a Mux video. */
  src: string | null;
  muxPlaybackId: string | null;
  /** "2:35", or null when unknown. */
  duration: string | null;
  tracks: CaptionTrack[];
}

/** Seconds as the playlist shows them: 95 -> "1:35". */
export function formatDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

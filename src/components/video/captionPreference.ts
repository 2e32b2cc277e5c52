/**
 * Whether the visitor switched captions on, kept for the visit (this tab's session): the next
 * video, the next playlist item or the next page starts with them as the visitor left them.
 * Only the visitor's own clicks change it, never the player's setup.
 */

const KEY = 'mobilclub-captions';

/** The language the visitor had captions on in, or null (off, or never chosen). */
export function captionLanguage(): string | null {
  try {
    const value = window.sessionStorage.getItem(KEY);
    return value && value !== 'off' ? value : null;
  } catch {
    // Storage refused (private mode settings): captions simply start off.
    return null;
  }
}

export function rememberCaptions(language: string | null): void {
  try {
    window.sessionStorage.setItem(KEY, language ?? 'off');
  } catch {
    // Nothing to keep then; the choice holds for this video.
  }
}

/** The caption or subtitle track showing, if any. */
export function showingCaptionTrack(tracks: TextTrackList | undefined): TextTrack | null {
  for (const track of Array.from(tracks ?? [])) {
    if ((track.kind === 'captions' || track.kind === 'subtitles') && track.mode === 'showing') return track;
  }
  return null;
}

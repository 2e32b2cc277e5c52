/**
 * Caption and subtitle tracks (WebVTT) of the site's own and Mux videos. Editors upload them to
 * the "captions" collection; a video file or a playlist item lists which belong to it.
 */

export const CAPTION_MIME_TYPE = 'text/vtt';

export const CAPTION_KINDS = ['captions', 'subtitles', 'chapters'] as const;
export type CaptionKind = (typeof CAPTION_KINDS)[number];

export const WEBVTT_ONLY_MESSAGE =
  'Nur WebVTT-Dateien (.vtt) sind als Untertitel erlaubt. Die Datei muss mit „WEBVTT“ beginnen: bitte im Untertitel-Programm als WebVTT speichern und erneut hochladen.';

/** A language tag such as `de`, `de-AT` or `en` (BCP 47, as `<track srclang>` wants it). */
export const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * A WebVTT file starts with "WEBVTT" (after an optional byte order mark), then a space, a tab
 * or a line break, or nothing. Whatever its name or the browser's guess of its type says.
 */
export function isWebVtt(data: Uint8Array): boolean {
  const bom = data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? 3 : 0;
  const head = new TextDecoder().decode(data.subarray(bom, bom + 7));
  return /^WEBVTT(?:[ \t\r\n]|$)/.test(head);
}

/** One track as the player renders it (`<track>`). */
export interface CaptionTrack {
  src: string;
  kind: CaptionKind;
  srclang: string;
  label: string;
  /** The editors' default: the track that switching captions on shows first. */
  isDefault: boolean;
}

/** The default track first: the player's captions button switches on the first fitting one. */
export function defaultFirst(tracks: readonly CaptionTrack[]): CaptionTrack[] {
  return [...tracks].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

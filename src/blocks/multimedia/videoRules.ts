import { z } from 'zod';

import { embedOf } from '@/lib/video/embed';

import { filled, filledText, rows } from '../rules';

/** Where the video comes from: the CMS's own files, Mux, a playlist feed, or a YouTube or Vimeo page. */
export const VIDEO_SOURCES = ['upload', 'mux', 'feed', 'embed'] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];

const MUX_PLAYBACK_ID = /^[A-Za-z0-9]{10,80}$/;

export const videoRules = {
  playlist: rows(1, 'Bitte mindestens ein Video in die Playlist aufnehmen.'),
  title: filledText('Bitte einen Titel für das Video angeben.'),
  file: filled('Bitte eine Videodatei aus der Mediathek wählen.'),
  muxPlaybackId: filled('Bitte die Playback-ID des Videos bei Mux angeben.').pipe(
    z.string().trim().regex(MUX_PLAYBACK_ID, 'Die Playback-ID besteht nur aus Buchstaben und Ziffern (aus dem Mux-Dashboard kopieren).'),
  ),
  embedUrl: filled('Bitte die Adresse des Videos bei YouTube oder Vimeo angeben.').pipe(
    z
      .string()
      .trim()
      .refine((address) => embedOf(address) !== null, 'Bitte die Adresse eines Videos bei YouTube oder Vimeo angeben, z. B. https://www.youtube.com/watch?v=…'),
  ),
  feedUrl: filled('Bitte die Adresse des Playlist-Feeds angeben.').pipe(
    z
      .string()
      .trim()
      .refine((address) => URL.canParse(address) && /^https?:$/.test(new URL(address).protocol), 'Bitte die vollständige Adresse des Feeds angeben, beginnend mit https://.'),
  ),
  embedTitle: filledText('Bitte den Titel des Videos angeben: Screenreader lesen ihn vor.'),
  volume: z.number({ error: 'Bitte eine Lautstärke von 0 bis 100 angeben.' }).min(0, 'Die Lautstärke liegt zwischen 0 und 100.').max(100, 'Die Lautstärke liegt zwischen 0 und 100.'),
};

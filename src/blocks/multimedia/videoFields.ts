import type { Field } from 'payload';

import { PLAYER_DEFAULTS } from '@/components/video/playerConfig';
import { captionTracksField } from '@/cms/fields/captionTracks';

import { selectOptions } from '../selectOptions';
import { validateWith } from '../rules';
import { VIDEO_SOURCES, type VideoSource, videoRules } from './videoRules';

interface VideoBlockData {
  mediaType?: string;
  videoSource?: VideoSource;
  sharing?: boolean;
}

const isVideo = (data: Partial<VideoBlockData> | undefined) => data?.mediaType === 'video';
const sourceIs =
  (...sources: VideoSource[]) =>
  (_: unknown, __: unknown, context?: { blockData?: Partial<VideoBlockData> }) =>
    isVideo(context?.blockData) && sources.includes(context?.blockData?.videoSource ?? 'upload');
const onlyFor = (...sources: VideoSource[]) => {
  const applies = sourceIs(...sources);
  return (rule: Parameters<typeof validateWith>[0]) =>
    (value: unknown, { blockData }: { blockData: Partial<VideoBlockData> | undefined }): true | string =>
      applies(null, null, { blockData: blockData ?? undefined }) ? validateWith(rule)(value) : true;
};

/** Like `onlyFor`, for a check that has to wait (fetching a feed). */
const onlyForAsync =
  (source: VideoSource, check: (value: unknown) => Promise<true | string>) =>
  (value: unknown, { blockData }: { blockData: Partial<VideoBlockData> | undefined }): true | Promise<true | string> =>
    sourceIs(source)(null, null, { blockData: blockData ?? undefined }) ? check(value) : true;

/**
 * A feed address is taken only when the feed answers and has videos this site can play: fetched
 * on the server (src/lib/video/playlistFeed), as pages fetch it, and kept as they keep it.
 */
async function checkFeed(value: unknown): Promise<true | string> {
  const written = validateWith(videoRules.feedUrl)(value);
  if (written !== true || typeof value !== 'string') return written;
  const [{ playlistFeed, feedFailureMessage }, { getPublicSettings }] = await Promise.all([import('@/lib/video/playlistFeed'), import('@/lib/settings/public')]);
  const feed = await playlistFeed(value, new URL(getPublicSettings().siteUrl).origin);
  return feed.ok ? true : feedFailureMessage(feed.failure);
}

const itemTracks = captionTracksField(
  'Ohne eigene Spuren zeigt der Player die Untertitel der Videodatei. Für ein Mux-Video hier wählen (Untertitel, die bei Mux liegen, erscheinen ohnehin).',
);
const playlistTracks = { ...itemTracks, admin: { ...itemTracks.admin, condition: sourceIs('upload', 'mux') } };

/** The multimedia block's fields for a video (spec 3: video element and playlist). */
export const videoFields: Field[] = [
  {
    name: 'videoSource',
    label: 'Woher kommt das Video?',
    type: 'radio',
    defaultValue: 'upload',
    options: selectOptions(VIDEO_SOURCES, {
      upload: 'Aus unserer Mediathek (ohne Drittanbieter)',
      mux: 'Von Mux (Besucher willigen vorher ein)',
      feed: 'Aus einem Playlist-Feed (JSON oder RSS)',
      embed: 'YouTube oder Vimeo (Besucher willigen vorher ein)',
    }),
    admin: {
      condition: (_, siblings: Partial<VideoBlockData>) => isVideo(siblings),
      description: 'Bei Mux, YouTube und Vimeo sehen Besucher das Video erst nach ihrer Einwilligung.',
    },
  },
  {
    name: 'playlist',
    label: 'Playlist',
    labels: { singular: 'Video', plural: 'Videos' },
    type: 'array',
    admin: {
      condition: (_, siblings: Partial<VideoBlockData>) => isVideo(siblings) && siblings.videoSource !== 'embed' && siblings.videoSource !== 'feed',
      description: 'Ein Video oder mehrere, die nacheinander laufen. Besucher springen mit „Vorheriges“ und „Nächstes“ zwischen ihnen.',
    },
    validate: (value: unknown, { blockData }: { blockData: Partial<VideoBlockData> | undefined }) =>
      isVideo(blockData) && blockData?.videoSource !== 'embed' && blockData?.videoSource !== 'feed' ? validateWith(videoRules.playlist)(value) : true,
    fields: [
      { name: 'title', label: 'Titel', type: 'text', admin: { description: 'Steht in der Playlist und im Player.' }, validate: validateWith(videoRules.title) },
      { name: 'description', label: 'Beschreibung', type: 'textarea', admin: { description: 'Optional: ein, zwei Sätze zum Video in der Playlist.' } },
      {
        name: 'file',
        label: 'Videodatei',
        type: 'upload',
        relationTo: 'videos',
        admin: { condition: sourceIs('upload'), description: 'MP4 (H.264) spielt in allen Browsern.' },
        validate: onlyFor('upload')(videoRules.file),
      },
      {
        name: 'muxPlaybackId',
        label: 'Playback-ID bei Mux',
        type: 'text',
        admin: { condition: sourceIs('mux'), description: 'Steht im Mux-Dashboard beim Video unter „Playback ID“.' },
        validate: onlyFor('mux')(videoRules.muxPlaybackId),
      },
      {
        type: 'row',
        fields: [
          {
            name: 'poster',
            label: 'Vorschaubild',
            type: 'upload',
            relationTo: 'media',
            admin: { description: 'Steht vor dem Abspielen da. Ohne Bild eine neutrale Fläche.' },
          },
          { name: 'duration', label: 'Dauer in Sekunden', type: 'number', min: 0, admin: { description: 'Optional, für die Playlist.' } },
        ],
      },
      playlistTracks,
    ],
  },
  {
    name: 'feedUrl',
    label: 'Adresse des Playlist-Feeds',
    type: 'text',
    admin: {
      condition: sourceIs('feed'),
      description:
        'JSON mit einer Liste „playlist“ oder ein RSS-Feed (Media RSS). Die Videos laufen in der Reihenfolge des Feeds; neue Einträge erscheinen innerhalb von fünf Minuten. Spielbar sind Videodateien dieser Website und Videos von Mux.',
    },
    validate: onlyForAsync('feed', checkFeed),
  },
  {
    type: 'row',
    admin: { condition: (_, siblings: Partial<VideoBlockData>) => isVideo(siblings) && siblings.videoSource === 'embed' },
    fields: [
      {
        name: 'embedUrl',
        label: 'Adresse bei YouTube oder Vimeo',
        type: 'text',
        admin: { description: 'Aus der Adresszeile kopieren, z. B. https://www.youtube.com/watch?v=… Untertitel zeigen YouTube und Vimeo selbst: dort beim Video hochladen.' },
        validate: onlyFor('embed')(videoRules.embedUrl),
      },
      { name: 'embedTitle', label: 'Titel des Videos', type: 'text', admin: { description: 'Steht im Hinweis vor der Einwilligung und hilft Screenreadern.' }, validate: onlyFor('embed')(videoRules.embedTitle) },
    ],
  },
  {
    type: 'row',
    admin: { condition: (_, siblings: Partial<VideoBlockData>) => isVideo(siblings) && siblings.videoSource !== 'embed' },
    fields: [
      {
        name: 'volume',
        label: 'Lautstärke zu Beginn (0–100)',
        type: 'number',
        defaultValue: PLAYER_DEFAULTS.elementVolume,
        min: 0,
        max: 100,
        admin: { description: '0 startet stumm; Besucher können die Lautstärke ändern.' },
        validate: onlyFor('upload', 'mux')(videoRules.volume),
      },
      { name: 'repeat', label: 'Playlist wiederholen', type: 'checkbox', defaultValue: PLAYER_DEFAULTS.repeat, admin: { description: 'Nach dem letzten Video beginnt die Playlist von vorn.' } },
    ],
  },
  {
    type: 'row',
    admin: { condition: (_, siblings: Partial<VideoBlockData>) => isVideo(siblings) },
    fields: [
      { name: 'sharing', label: 'Teilen anbieten', type: 'checkbox', defaultValue: false, admin: { description: 'Zeigt unter dem Video Links zum Teilen.' } },
      {
        name: 'shareTitle',
        label: 'Titel beim Teilen',
        type: 'text',
        admin: {
          condition: (_, siblings: Partial<VideoBlockData>) => siblings.sharing === true,
          description: 'Ohne Angabe der Titel des ersten Videos.',
        },
      },
    ],
  },
];

import path from 'node:path';

import type { CollectionConfig } from 'payload';

import { CAPTION_KINDS, CAPTION_MIME_TYPE, LANGUAGE_TAG, WEBVTT_ONLY_MESSAGE, isWebVtt } from '@/components/video/captions';

import { anyone, authenticated, chiefs } from '../access';
import { fileHandlers } from '../storage';
import { fileUrlSelect, versionFileUrls } from '../uploads/cachedFiles';
import { refuseUploadUnless } from '../uploads/refuseUpload';

// Beside the videos they belong to (VIDEOS_DIR moves both). A runtime location, not a source path.
const staticDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.VIDEOS_DIR || '.data/videos', 'captions');

/**
 * Only real WebVTT: a .vtt name or the browser's guess of the type proves nothing. Browsers that
 * do not know .vtt send it as text/plain; it is stored as text/vtt with a .vtt name, as players
 * expect (files are served by their name's extension, uploads/cachedFiles.ts).
 */
const refuseAnythingButWebVtt = refuseUploadUnless((file) => {
  if (!['text/vtt', 'text/plain', 'application/octet-stream'].includes(file.mimetype) || !isWebVtt(file.data)) return false;
  file.mimetype = CAPTION_MIME_TYPE;
  file.name = `${file.name.replace(/\.[^.]*$/, '')}.vtt`;
  return true;
}, WEBVTT_ONLY_MESSAGE);

/** Caption and subtitle files (WebVTT) for the site's own and Mux videos. */
export const Captions: CollectionConfig = {
  slug: 'captions',
  labels: { singular: 'Untertitel', plural: 'Untertitel' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'label', 'language', 'kind', 'filename'],
    group: 'Inhalte',
    description:
      'WebVTT-Dateien für Videos aus unserer Mediathek und von Mux. Beim Video (oder in der Playlist) auswählen. YouTube und Vimeo zeigen ihre eigenen Untertitel: diese dort hochladen.',
  },
  access: { read: anyone, create: authenticated, update: authenticated, delete: chiefs },
  hooks: { beforeOperation: [refuseAnythingButWebVtt], afterRead: [versionFileUrls] },
  forceSelect: fileUrlSelect(),
  upload: {
    staticDir,
    handlers: fileHandlers('captions', staticDir),
    mimeTypes: [CAPTION_MIME_TYPE],
  },
  fields: [
    {
      name: 'title',
      label: 'Titel',
      type: 'text',
      required: true,
      admin: { description: 'Nur für die Mediathek, z. B. „Passstraße – Deutsch“.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'label',
          label: 'Name im Player',
          type: 'text',
          required: true,
          defaultValue: 'Deutsch',
          admin: { description: 'So steht die Spur im Untertitel-Menü, z. B. „Deutsch“ oder „English“.' },
        },
        {
          name: 'language',
          label: 'Sprache (Kürzel)',
          type: 'text',
          required: true,
          defaultValue: 'de',
          admin: { description: 'z. B. de, de-AT oder en' },
          validate: (value: unknown) =>
            typeof value === 'string' && LANGUAGE_TAG.test(value) ? true : 'Bitte ein Sprachkürzel wie „de“, „de-AT“ oder „en“ angeben.',
        },
        {
          name: 'kind',
          label: 'Art',
          type: 'select',
          required: true,
          defaultValue: 'captions',
          options: CAPTION_KINDS.map((value) => ({
            value,
            label: { captions: 'Untertitel mit Geräuschen (für Gehörlose)', subtitles: 'Untertitel (nur Sprache, z. B. Übersetzung)', chapters: 'Kapitel' }[value],
          })),
        },
      ],
    },
  ],
};

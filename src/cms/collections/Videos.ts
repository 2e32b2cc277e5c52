import path from 'node:path';

import type { CollectionConfig } from 'payload';

import { anyone, authenticated, chiefs } from '../access';
import { usedInField } from '../references/UsedIn';
import { askBeforeDeletingUsed, filesChangedByRight } from '../references/usages';
import { captionTracksField } from '../fields/captionTracks';
import { fileHandlers } from '../storage';
import { fileUrlSelect, versionFileUrls } from '../uploads/cachedFiles';

// A runtime location, not a source path: the bundler must not trace it.
const staticDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.VIDEOS_DIR || '.data/videos');

/** Self-hosted videos for the multimedia block: played from this site, no vendor, no consent. */
export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: { singular: 'Video', plural: 'Videos' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'filename', 'filesize', 'updatedAt'], group: 'Inhalte' },
  access: { read: anyone, create: authenticated, update: filesChangedByRight('videos'), delete: chiefs },
  hooks: { beforeDelete: [askBeforeDeletingUsed], afterRead: [versionFileUrls] },
  forceSelect: fileUrlSelect(),
  upload: {
    // Beside the pictures; VIDEOS_DIR moves them (tests use their own).
    staticDir,
    // From S3 when S3_BUCKET is set (see storage.ts), else from staticDir.
    handlers: fileHandlers('videos', staticDir),
    mimeTypes: ['video/mp4', 'video/webm'],
  },
  fields: [
    usedInField,
    {
      name: 'title',
      label: 'Titel',
      type: 'text',
      required: true,
      admin: { description: 'Nur für die Mediathek; auf der Seite steht der Titel aus der Playlist.' },
    },
    captionTracksField('Untertitel für dieses Video, überall wo es läuft. Erst unter „Untertitel“ die WebVTT-Datei hochladen, dann hier wählen.'),
  ],
};

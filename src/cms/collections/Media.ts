import path from 'node:path';

import type { CollectionConfig, ImageSize } from 'payload';

import { anyone, authenticated, chiefs } from '../access';
import { usedInField } from '../references/UsedIn';
import { askBeforeDeletingUsed, filesChangedByRight } from '../references/usages';
import { fileHandlers } from '../storage';
import { fileUrlSelect, versionFileUrls } from '../uploads/cachedFiles';

// A runtime location, not a source path: the bundler must not trace it.
const staticDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.MEDIA_DIR || '.data/media');

/** Widths of the spec's three qualities; each also exists as WebP (spec 3: "optional webp edge variants"). */
export const IMAGE_QUALITIES = { lq: 480, mq: 960, hq: 1920 } as const;

const sizes: ImageSize[] = Object.entries(IMAGE_QUALITIES).flatMap(([name, width]) => [
  { name, width, withoutEnlargement: true },
  { name: `${name}Webp`, width, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 80 } } },
]);

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Bild', plural: 'Bilder' },
  admin: { useAsTitle: 'alt', group: 'Inhalte' },
  access: { read: anyone, create: authenticated, update: filesChangedByRight('media'), delete: chiefs },
  hooks: { beforeDelete: [askBeforeDeletingUsed], afterRead: [versionFileUrls] },
  forceSelect: fileUrlSelect(sizes.map((size) => size.name)),
  upload: {
    // Uploads live beside the database; MEDIA_DIR moves them (tests use their own).
    staticDir,
    // From S3 when S3_BUCKET is set (see storage.ts), else from staticDir.
    handlers: fileHandlers('media', staticDir),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    imageSizes: sizes,
    adminThumbnail: 'lq',
    focalPoint: true,
  },
  fields: [
    usedInField,
    {
      name: 'alt',
      label: 'Alternativtext',
      type: 'text',
      required: true,
      admin: { description: 'Beschreibt das Bild für Menschen, die es nicht sehen.' },
    },
    { name: 'copyright', label: 'Copyright', type: 'text', admin: { description: 'Steht klein am Bild, z. B. „Foto: Max Muster“. Leer lassen: kein Vermerk.' } },
  ],
};

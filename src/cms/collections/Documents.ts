import path from 'node:path';

import type { CollectionConfig } from 'payload';

import { PDF_MIME_TYPE, PDF_ONLY_MESSAGE, isPdf } from '@/blocks/file-download/rules';

import { anyone, authenticated, chiefs } from '../access';
import { usedInField } from '../references/UsedIn';
import { askBeforeDeletingUsed, filesChangedByRight } from '../references/usages';
import { fileHandlers } from '../storage';
import { fileUrlSelect, versionFileUrls } from '../uploads/cachedFiles';
import { refuseUploadUnless } from '../uploads/refuseUpload';

// A runtime location, not a source path: the bundler must not trace it.
const staticDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.DOCUMENTS_DIR || '.data/documents');

// A file named .pdf must really be one.
const refuseAnythingButPdf = refuseUploadUnless((file) => isPdf({ mimetype: file.mimetype, data: file.data }), PDF_ONLY_MESSAGE);

/** PDFs for the download block (spec 3: downloads are PDF only); the size comes from the file. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Dokument', plural: 'Dokumente' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'filename', 'filesize', 'updatedAt'], group: 'Inhalte' },
  access: { read: anyone, create: authenticated, update: filesChangedByRight('documents'), delete: chiefs },
  hooks: { beforeOperation: [refuseAnythingButPdf], beforeDelete: [askBeforeDeletingUsed], afterRead: [versionFileUrls] },
  forceSelect: fileUrlSelect(),
  upload: {
    // Beside the pictures; DOCUMENTS_DIR moves them (tests use their own).
    staticDir,
    // From S3 when S3_BUCKET is set (see storage.ts), else from staticDir.
    handlers: fileHandlers('documents', staticDir),
    mimeTypes: [PDF_MIME_TYPE],
  },
  fields: [
    usedInField,
    {
      name: 'title',
      label: 'Titel',
      type: 'text',
      required: true,
      admin: { description: 'So heißt der Download auf der Seite, z. B. „Checkliste Urlaubsreise“.' },
    },
  ],
};

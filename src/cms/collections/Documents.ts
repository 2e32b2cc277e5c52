import path from 'node:path';

import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload';

import { PDF_MIME_TYPE, PDF_ONLY_MESSAGE, isPdf } from '@/blocks/file-download/rules';

import { anyone, authenticated } from '../access';
import { fileHandlers } from '../storage';
import { fileUrlSelect, versionFileUrls } from '../uploads/cachedFiles';

// A runtime location, not a source path: the bundler must not trace it.
const staticDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.DOCUMENTS_DIR || '.data/documents');

/**
 * Payload refuses other types too, but in English and only by what the file looks like;
 * editors get the reason in German, and a file named .pdf must really be one.
 */
const refuseAnythingButPdf: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args;
  const file = req.file;
  if (file && !isPdf({ mimetype: file.mimetype, data: file.data })) {
    // Public, with its message as it is: the admin shows it in its notice (a field error on
    // `file` would only say that the field "file" is invalid).
    throw new APIError(PDF_ONLY_MESSAGE, 400, null, true);
  }
  return args;
};

/** PDFs for the download block (spec 3: downloads are PDF only); the size comes from the file. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Dokument', plural: 'Dokumente' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'filename', 'filesize', 'updatedAt'], group: 'Inhalte' },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: { beforeOperation: [refuseAnythingButPdf], afterRead: [versionFileUrls] },
  forceSelect: fileUrlSelect(),
  upload: {
    // Beside the pictures; DOCUMENTS_DIR moves them (tests use their own).
    staticDir,
    // From S3 when S3_BUCKET is set (see storage.ts), else from staticDir.
    handlers: fileHandlers('documents', staticDir),
    mimeTypes: [PDF_MIME_TYPE],
  },
  fields: [
    {
      name: 'title',
      label: 'Titel',
      type: 'text',
      required: true,
      admin: { description: 'So heißt der Download auf der Seite, z. B. „Checkliste Urlaubsreise“.' },
    },
  ],
};

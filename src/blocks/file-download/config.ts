import type { Block } from 'payload';

import { inPicker } from '../picker';
import { validateWith } from '../rules';
import { sketch } from './preview';
import { fileDownloadRules } from './rules';

export const fileDownloadBlock: Block = {
  slug: 'fileDownload',
  interfaceName: 'FileDownloadBlock',
  labels: { singular: 'Download', plural: 'Downloads' },
  ...inPicker('fileDownload', {
    group: 'lists',
    rank: 3,
    description: 'Ein PDF zum Herunterladen, mit Name und Größe',
    sketch,
  }),
  fields: [
    {
      name: 'document',
      label: 'PDF-Dokument',
      type: 'upload',
      relationTo: 'documents',
      required: true,
      admin: { description: 'Aus den Dokumenten; dort lassen sich nur PDF-Dateien hochladen.' },
      validate: validateWith(fileDownloadRules.file),
    },
    { name: 'title', label: 'Angezeigter Name', type: 'text', admin: { description: 'Leer: der Titel des Dokuments.' } },
  ],
};

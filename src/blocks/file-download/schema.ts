import { z } from 'zod';

import { optionalText } from '../rules';
import { fileDownloadRules } from './rules';

const document = z.object({
  title: optionalText,
  url: z.string().min(1, 'Das Dokument hat keine Datei mehr. Bitte laden Sie es neu hoch.'),
  filename: optionalText,
  filesize: z.number().int().nonnegative(),
  mimeType: fileDownloadRules.mimeType,
});

export const fileDownloadSchema = z
  .object({
    __typename: z.literal('FileDownloadBlock'),
    id: z.string().nullish(),
    title: optionalText,
    document: fileDownloadRules.file.pipe(document),
  })
  .transform(({ title, document: file }) => ({
    fileName: title ?? file.title ?? file.filename ?? 'Dokument',
    // Spec 3: the size the visitor reads is the file's own, as the CMS measured it on upload.
    fileSize: file.filesize,
    fileType: 'PDF' as const,
    filePath: file.url,
  }));

export type FileDownloadBlockProps = z.output<typeof fileDownloadSchema>;

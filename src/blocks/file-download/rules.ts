import { z } from 'zod';

import { filled } from '../rules';

export const PDF_MIME_TYPE = 'application/pdf';
export const PDF_ONLY_MESSAGE = 'Nur PDF-Dateien sind erlaubt. Bitte speichern Sie das Dokument als PDF und laden Sie es erneut hoch.';

/** Spec 3: downloads are PDF only. A real PDF starts with "%PDF-", whatever its name claims. */
export function isPdf(file: { mimetype?: string | null; data?: Uint8Array | null }): boolean {
  if (file.mimetype !== PDF_MIME_TYPE) return false;
  if (!file.data) return true;
  return String.fromCharCode(...file.data.subarray(0, 5)) === '%PDF-';
}

export const fileDownloadRules = {
  file: filled('Bitte ein PDF-Dokument wählen.'),
  mimeType: z.literal(PDF_MIME_TYPE, PDF_ONLY_MESSAGE),
};

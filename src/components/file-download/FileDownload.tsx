import { z } from 'zod';

/** Spec 3: downloads are PDF only. */
export const fileDownloadSchema = z.object({
  fileName: z.string().trim().min(1),
  fileSize: z.number().int().nonnegative(),
  fileType: z.literal('PDF'),
  filePath: z.string().min(1),
});

export type FileDownloadProps = z.infer<typeof fileDownloadSchema>;

const sizeFormat = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 1 });

/** "850 KB", "1,2 MB": sizes as people read them (1 KB = 1024 bytes, as file managers show). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Byte`;
  const units = ['KB', 'MB', 'GB'] as const;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(size)} ${units[unit]}`;
}

/** A link to a PDF with its name, type and size, so nobody downloads blindly. */
export function FileDownload({ fileName, fileSize, fileType, filePath }: FileDownloadProps) {
  return (
    <a
      href={filePath}
      download
      className="group flex items-center gap-4 rounded-lg border border-line bg-white p-4 hover:border-brand hover:bg-brand-light"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-danger text-sm font-bold text-white" aria-hidden="true">
        {fileType}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-bold text-darkgrey group-hover:text-brand">{fileName}</span>
        <span className="block text-sm text-lightgrey">
          {fileType}, {formatFileSize(fileSize)}
        </span>
      </span>
      <svg viewBox="0 0 24 24" className="size-6 shrink-0 text-brand" aria-hidden="true">
        <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}

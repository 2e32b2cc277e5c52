import { FileDownload } from '@/components/file-download/FileDownload';

import type { FileDownloadBlockProps } from './schema';

export function FileDownloadBlock(props: FileDownloadBlockProps) {
  return (
    <div className="block-prose my-8">
      <FileDownload {...props} />
    </div>
  );
}

import { exitPreviewHref } from '@/lib/preview/paths';

import { LazyLivePreviewRefresh } from './LazyLivePreview.client';

/**
 * Above a page rendered in draft mode: says so, and leads back to the public page. Also keeps
 * the page in step with the admin's live preview (it re-renders when the editor's draft is saved,
 * which autosave does while they type).
 */
export function PreviewBanner({ path }: { path: string }) {
  return (
    <div role="region" aria-label="Vorschau" className="sticky top-0 z-50 border-b-4 border-warning bg-[#fff4d6] text-darkgrey">
      <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 md:px-6">
        <p className="text-base">
          <strong className="font-bold">Vorschau – nicht veröffentlicht</strong>
          <span className="ml-2 text-lightgrey">Sie sehen den neuesten Entwurf. Besucher sehen die veröffentlichte Fassung.</span>
        </p>
        {/* A plain link: leaving draft mode needs the route's cookie change, not a client navigation. */}
        <a href={exitPreviewHref(path)} className="rounded-lg border-2 border-darkgrey px-4 py-1.5 font-semibold hover:bg-white">
          Vorschau beenden
        </a>
      </div>
      <LazyLivePreviewRefresh />
    </div>
  );
}

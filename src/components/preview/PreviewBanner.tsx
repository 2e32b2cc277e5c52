import { exitPreviewHref } from '@/lib/preview/paths';

import { EARLY_CLICKS_SCRIPT } from './earlyClicks';
import { LazyLivePreviewRefresh, LazyVisualMode } from '@/components/islands.client';

/**
 * Above a page rendered in draft mode: says so, and leads back to the public page. Also keeps
 * the page in step with the admin's live preview (it re-renders when the editor's draft is saved,
 * which autosave does while they type), and carries visual mode (VisualMode.client.tsx).
 */
export function PreviewBanner({ path, incompleteBlocks = [], visualMode = false }: { path: string; incompleteBlocks?: number[]; visualMode?: boolean }) {
  return (
    <div role="region" aria-label="Vorschau" data-preview-banner="" className="sticky top-0 z-50 border-b-4 border-warning bg-[#fff4d6] text-darkgrey">
      {/* Before the page's texts: a click on one is kept until visual mode's code has loaded. */}
      {visualMode ? <script dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} /> : null}
      <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 md:px-6">
        <p className="text-base">
          <strong className="font-bold">Vorschau – nicht veröffentlicht</strong>
          <span className="ml-2 text-lightgrey">Sie sehen den neuesten Entwurf. Besucher sehen die veröffentlichte Fassung.</span>
        </p>
        {/* A plain link: leaving draft mode needs the route's cookie change, not a client navigation. */}
        <a href={exitPreviewHref(path)} className="rounded-lg border-2 border-darkgrey px-4 py-1.5 font-bold hover:bg-white">
          Vorschau beenden
        </a>
        {incompleteBlocks.length > 0 ? (
          <p className="w-full text-base">
            {incompleteBlocks.length === 1
              ? `Block ${incompleteBlocks[0]} hat noch ein leeres Pflichtfeld. Die Blöcke der Seite erscheinen hier, sobald es ausgefüllt und gespeichert ist.`
              : `Die Blöcke ${incompleteBlocks.join(', ')} haben noch leere Pflichtfelder. Die Blöcke der Seite erscheinen hier, sobald sie ausgefüllt und gespeichert sind.`}
          </p>
        ) : null}
      </div>
      <LazyLivePreviewRefresh />
      {visualMode ? <LazyVisualMode /> : null}
    </div>
  );
}

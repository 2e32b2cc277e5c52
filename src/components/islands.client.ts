'use client';

/**
 * Every client component the public site's server components render, in one module. Each server
 * file (layout, page, not-found) that renders a client component is an entry of its own for
 * Turbopack, and an entry gets its own chunk for the client modules only it references: with
 * them imported one by one, each page loaded seven such scripts of 0.2 to 2.6 kB (gzip) beside
 * the framework's. Through this one module every entry references the same code, loaded as one
 * script (docs/performance.md, "Scripts"). The error screens are here too: Next's `error.tsx`
 * files must be client modules of their own, so they only re-export these (not global-error.tsx:
 * see there).
 *
 * What is large or rare stays out: the carousels, the player, the career forms, the tag manager
 * and the live preview are fetched by their lazy wrappers when a page renders them. The job
 * filter (about 2 kB) is in: on /karriere it is in the first view, where a module of its own
 * was a ninth script. `npm run
 * lint` refuses a server module importing a `*.client` module other than this one
 * (.dependency-cruiser.cjs).
 */
export { InstallOffer } from '@/components/app-shell/InstallOffer.client';
export { AlertCloseButton } from '@/components/alert/AlertCloseButton.client';
export { BlockBoundary } from '@/blocks/BlockBoundary.client';
export { JobFilterList } from '@/blocks/job-list/JobFilterList.client';
export { CareerLinkError } from '@/components/career/CareerLinkError.client';
export { LazyJobAlertAction, LazyJobAlertForm } from '@/components/career/LazyCareer.client';
export { LazyCarousel, LazyThumbnailCarousel } from '@/components/carousel/LazyCarousels.client';
export { CookieSettingsButton } from '@/components/consent/CookieSettingsButton.client';
export { NotFoundMessage } from '@/components/error/NotFoundMessage.client';
export { SiteError } from '@/components/error/SiteError.client';
export { LoadingImage } from '@/components/image/LoadingImage.client';
export { HeaderMenu } from '@/components/layouts/HeaderMenu.client';
export { ExternalLinkGuard } from '@/components/modal/ExternalLinkGuard.client';
export { LazyLivePreviewRefresh, LazyVisualMode } from '@/components/preview/LazyLivePreview.client';
export { ShareActions } from '@/components/share/ShareActions.client';
export { LazyTagManager } from '@/components/tracking/LazyTagManager.client';
export { PageView } from '@/components/tracking/PageView.client';
export { LazyConsentGate, LazyVideoPlayer } from '@/components/video/LazyVideo.client';
export { InlineSiteStyles } from '@/styles/InlineSiteStyles.client';

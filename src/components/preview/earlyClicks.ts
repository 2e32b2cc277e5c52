/**
 * Visual mode's clicks before its code has loaded. The preview's texts show as soon as the HTML
 * is parsed, but visual mode's module arrives only after the page has hydrated (seconds on a
 * slow machine): a click on a text meanwhile did nothing, and editors took the mode for broken.
 * This script runs inline, before the page's content is parsed, and keeps such clicks (as
 * visual mode would take them: any click in the admin's frame, an Alt-click in a tab of its
 * own, never one on the preview's banner, `data-preview-banner`, whose link keeps working) until VisualMode.client.tsx takes them over and acts
 * on the last one.
 */

/** Where the script leaves its queue for the module. */
export const EARLY_CLICKS = '__mobilclubVisualClicks';

/** A click kept before visual mode was ready: its element, and where it was (if that element is redrawn meanwhile). */
export interface EarlyClick {
  target: Element;
  x: number;
  y: number;
  altKey: boolean;
}

interface EarlyClicks {
  clicks: EarlyClick[];
  listener: (event: MouseEvent) => void;
}


/**
 * The inline script (plain ES5: it runs as written, untranspiled). Capture phase, as the module's
 * own listener: the click is taken before a link or toggle of the page acts on it.
 */
export const EARLY_CLICKS_SCRIPT = `(function () {
  var framed = window.parent !== window;
  var early = { clicks: [], listener: function (event) {
    var target = event.target;
    if (!(target instanceof Element) || (!framed && !event.altKey)) return;
    if (!target.closest('main') || target.closest('[data-preview-banner]')) return;
    event.preventDefault();
    event.stopPropagation();
    early.clicks.push({ target: target, x: event.clientX, y: event.clientY, altKey: event.altKey });
  } };
  window.${EARLY_CLICKS} = early;
  document.addEventListener('click', early.listener, true);
})();`;

/**
 * Stops the inline script's listener and returns the last click it kept (the one the editor
 * meant), with its element as the page shows it now; null when there was none.
 */
export function takeEarlyClick(): EarlyClick | null {
  const holder = window as Window & { [EARLY_CLICKS]?: EarlyClicks };
  const early = holder[EARLY_CLICKS];
  if (!early) return null;
  document.removeEventListener('click', early.listener, true);
  delete holder[EARLY_CLICKS];
  const last = early.clicks.at(-1);
  if (!last) return null;
  if (last.target.isConnected) return last;
  const now = document.elementFromPoint(last.x, last.y);
  return now ? { ...last, target: now } : null;
}

import { Activity, type ComponentType, type ReactNode, lazy, use, useId, useSyncExternalStore } from 'react';

export interface LazyOptions {
  /**
   * For a widget that is often below the fold (a carousel): on a page load, its code is fetched
   * only once its server markup comes within NEAR_VIEWPORT_MARGIN of the viewport, so a visitor
   * who never scrolls to it loads none of it. Rendered in the browser later (a client-side
   * navigation), it loads at once.
   */
  nearViewport?: boolean;
}

/**
 * More than a phone's screen ahead: for a visitor scrolling at reading speed, the code is there
 * and the widget started before it comes into view (its server markup is laid out as one slide
 * per view until swiper starts, and a press before that is lost).
 */
export const NEAR_VIEWPORT_MARGIN = '1000px 0px';

const MARKER_ATTRIBUTE = 'data-lazy-widget';
const nearing = new Map<string, Promise<void>>();

/** For a widget whose nearing cannot be told (no marker, no IntersectionObserver): one promise, so `use` settles. */
const AT_ONCE = Promise.resolve();

/** Resolves once the element after the marker `id` nears the viewport (at once where that cannot be told). */
function whenNear(id: string): Promise<void> {
  const known = nearing.get(id);
  if (known) return known;
  const marker = [...document.querySelectorAll(`template[${MARKER_ATTRIBUTE}]`)].find((element) => element.getAttribute(MARKER_ATTRIBUTE) === id);
  const target = marker?.nextElementSibling;
  if (!target || typeof IntersectionObserver === 'undefined') return AT_ONCE;
  const promise = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(target);
  });
  nearing.set(id, promise);
  return promise;
}

const subscribe = () => () => {};

/**
 * Holds its part's hydration until the server markup nears the viewport. Only while hydrating
 * (React reads the server snapshot then): a part rendered in the browser has no markup to watch.
 */
function NearViewport({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  if (hydrating && typeof document !== 'undefined') use(whenNear(id));
  return children;
}

/**
 * A client component whose code is fetched when it first renders, not with the page (a route's
 * client components otherwise all load on each of its pages). Rendered on the server as usual.
 *
 * Inside an Activity boundary: React hydrates the rest of the page at once and this part on
 * its own, at idle priority (sooner if the visitor interacts with it), with the server's markup
 * in place meanwhile. Without a boundary, the whole page's hydration waited for the code and was
 * redone with every chunk that arrived (/karriere: ~300 render passes, seconds of main thread on
 * a phone). Not Suspense: React writes a Suspense boundary's content at the end of a large page's
 * HTML and moves it into place by script, so a page painted early showed the space empty and
 * then shifted (and without scripts it stayed empty). An Activity's markup stays where it is.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>, options: LazyOptions = {}): ComponentType<Props> {
  const Code = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: Props) {
    return (
      <Activity>
        <Code {...props} />
      </Activity>
    );
  }
  function LazyNearViewport(props: Props) {
    const id = useId();
    return (
      <>
        {/* Marks where the server markup starts; a template renders nothing. */}
        <template {...{ [MARKER_ATTRIBUTE]: id }} />
        <Activity>
          <NearViewport id={id}>
            <Code {...props} />
          </NearViewport>
        </Activity>
      </>
    );
  }
  return options.nearViewport ? LazyNearViewport : LazyComponent;
}

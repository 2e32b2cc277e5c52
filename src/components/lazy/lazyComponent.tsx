import { Activity, type ComponentType, lazy } from 'react';

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
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Code = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: Props) {
    return (
      <Activity>
        <Code {...props} />
      </Activity>
    );
  }
  return LazyComponent;
}

import { type ComponentType, lazy } from 'react';

/**
 * A client component whose code is fetched when it first renders, not with the page. Rendered
 * on the server as usual; in the browser the server's markup stays until the code has arrived
 * and takes it over. React's own lazy: next/dynamic's loader would add its code to every page.
 *
 * No Suspense boundary of its own: with one, React writes a large component's markup at the end
 * of the HTML and moves it into place with a script, so a page painted early (as ours are) would
 * show the space empty and then shift (a job list pushed the rest of /karriere down).
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Code = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: Props) {
    return <Code {...props} />;
  }
  return LazyComponent;
}

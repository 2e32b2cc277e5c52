import { type ComponentType, Suspense, lazy } from 'react';

/**
 * A client component whose code is fetched when it first renders, not with the page. Rendered
 * on the server as usual; in the browser the server's markup stays until the code has arrived
 * and takes it over. React's own lazy: next/dynamic's loader would add its code to every page.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Code = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Code {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}

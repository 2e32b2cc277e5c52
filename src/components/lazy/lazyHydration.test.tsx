import { within } from '@testing-library/react';
import { act, startTransition, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';

import { NEAR_VIEWPORT_MARGIN, lazyComponent } from './lazyComponent';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count} Klicks
    </button>
  );
}

const Player = ({ title }: { title: string }) => <p>Video: {title}</p>;

describe('lazyComponent in the browser', () => {
  it('lets the rest of the page hydrate while its code is still on the way, keeping the server markup', async () => {
    const Ready = lazyComponent(async () => Player);
    const { prelude } = await prerender(
      <main>
        <Counter />
        <Ready title="Passstraße" />
      </main>,
    );
    const server = await new Response(prelude).text();
    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);

    let arrive: (component: typeof Player) => void = () => undefined;
    const Waiting = lazyComponent(() => new Promise<typeof Player>((resolve) => (arrive = resolve)));
    // As Next.js does it: hydration is a transition.
    await act(async () => {
      startTransition(() => {
        hydrateRoot(
          container,
          <main>
            <Counter />
            <Waiting title="Passstraße" />
          </main>,
        );
      });
    });
    const page = within(container);
    const button = page.getByRole('button', { name: '0 Klicks' });
    await act(async () => button.click());
    expect(button).toHaveTextContent('1 Klicks');
    expect(page.getByText('Video: Passstraße')).toBeInTheDocument();

    await act(async () => arrive(Player));
    expect(page.getAllByText('Video: Passstraße')).toHaveLength(1);
    container.remove();
  });
});

describe('lazyComponent near the viewport', () => {
  it('fetches its code only once the server markup nears the viewport, and hydrates it then', async () => {
    function Player({ title }: { title: string }) {
      const [playing, setPlaying] = useState(false);
      return (
        <button type="button" onClick={() => setPlaying(true)}>
          {playing ? `${title} läuft` : title}
        </button>
      );
    }
    const OnServer = lazyComponent(async () => Player, { nearViewport: true });
    const { prelude } = await prerender(
      <main>
        <OnServer title="Passstraße" />
      </main>,
    );
    const container = document.createElement('div');
    container.innerHTML = await new Response(prelude).text();
    document.body.append(container);

    const observed: { target: Element; callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    class FakeObserver {
      constructor(
        private readonly callback: IntersectionObserverCallback,
        private readonly options?: IntersectionObserverInit,
      ) {}
      observe(target: Element) {
        observed.push({ target, callback: this.callback, options: this.options });
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(async () => Player);
    const Near = lazyComponent(load, { nearViewport: true });
    await act(async () => {
      startTransition(() => {
        hydrateRoot(
          container,
          <main>
            <Near title="Passstraße" />
          </main>,
        );
      });
    });
    const page = within(container);
    expect(page.getByRole('button', { name: 'Passstraße' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    // It watches the widget's own markup, with a screen's margin.
    expect(observed).toHaveLength(1);
    expect(observed[0]?.target).toBe(page.getByRole('button', { name: 'Passstraße' }));
    expect(observed[0]?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);

    await act(async () => observed[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated: the click reaches its handler.
    await act(async () => page.getByRole('button', { name: 'Passstraße' }).click());
    expect(page.getByRole('button', { name: 'Passstraße läuft' })).toBeInTheDocument();
    vi.unstubAllGlobals();
    container.remove();
  });
});

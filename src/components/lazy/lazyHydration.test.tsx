import { within } from '@testing-library/react';
import { act, startTransition, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';

import { lazyComponent } from './lazyComponent';

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

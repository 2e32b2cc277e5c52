// @vitest-environment node
import { type ReactNode, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';

import { lazyComponent } from './lazyComponent';

/** A client component's markup, larger than React's limit for writing a boundary in place (500 bytes). */
function Filters({ label }: { label: string }) {
  return (
    <div role="search" aria-label={label}>
      {Array.from({ length: 20 }, (_, index) => (
        <p key={index}>Auswahl {index}: Bundesland, Berufsfeld und Anstellung</p>
      ))}
    </div>
  );
}

/** A page as large as ours: React writes boundaries after its first 12.8 kB at the end. */
function Page({ children }: { children: ReactNode }) {
  return (
    <html lang="de-AT">
      <body>
        <main>
          {Array.from({ length: 200 }, (_, index) => (
            <p key={index}>Absatz {index} eines langen Artikels über Winterreifen und Schneeketten.</p>
          ))}
          {children}
          <footer>Ende</footer>
        </main>
      </body>
    </html>
  );
}

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

const position = (page: string, text: string) => page.indexOf(text);

describe('lazyComponent', () => {
  it('writes the markup where it belongs on a large page, also in a process that has not loaded the code yet', async () => {
    const LazyFilters = lazyComponent(async () => Filters);
    const page = await html(
      <Page>
        <LazyFilters label="Stellen filtern" />
      </Page>,
    );
    expect(position(page, 'aria-label="Stellen filtern"')).toBeGreaterThan(position(page, 'Absatz 199'));
    expect(position(page, 'aria-label="Stellen filtern"')).toBeLessThan(position(page, '<footer>'));
    // Nothing is left for a script to move into place.
    expect(page).not.toContain('<template');
    expect(page).not.toContain('hidden id="S:');
  });

  it('(why not Suspense: React writes such a boundary at the end of the page, for a script to move)', async () => {
    const page = await html(
      <Page>
        <Suspense>
          <Filters label="Stellen filtern" />
        </Suspense>
      </Page>,
    );
    expect(position(page, 'aria-label="Stellen filtern"')).toBeGreaterThan(position(page, '<footer>'));
    expect(page).toContain('<template');
  });
});

import { render, screen } from '@testing-library/react';
import type { BeforeListTableServerProps } from 'payload';
import { describe, expect, it, vi } from 'vitest';

import type { RebuildStatus } from '../search/rebuildStatus';

const status = vi.hoisted(() => ({ current: { state: 'none' } as RebuildStatus }));
vi.mock('../search/rebuildStatus', () => ({ rebuildStatus: async () => status.current }));
const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const { SearchIndexStatus } = await import('./SearchIndexStatus');

const labels = { channels: 'Rubriken', articles: 'Artikel', jobPostings: 'Stellenangebote' };
const payload = { collections: Object.fromEntries(Object.entries(labels).map(([slug, plural]) => [slug, { config: { labels: { plural } } }])) };

async function shown(next: RebuildStatus) {
  status.current = next;
  const element = await SearchIndexStatus({ payload } as unknown as BeforeListTableServerProps);
  return render(<>{element}</>);
}

describe('the search index list: how rebuilds stand', () => {
  it('says a rebuild is under way, since when (Vienna time), and looks again every 5 s', async () => {
    vi.useFakeTimers();
    try {
      await shown({ state: 'running', since: '2026-11-27T18:40:00.000Z', collections: ['channels', 'articles', 'jobPostings'] });
      expect(screen.getByRole('region', { name: 'Neuaufbau des Index' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Der Suchindex wird gerade neu aufgebaut (Rubriken, Artikel, Stellenangebote; seit Fr., 27.11.2026, 19:40). Die Suche findet währenddessen weiter alle Seiten.',
      );
      vi.advanceTimersByTime(5_000);
      expect(refresh).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when the last one finished and what it did, and looks no more', async () => {
    refresh.mockClear();
    vi.useFakeTimers();
    try {
      await shown({ state: 'finished', last: { finishedAt: '2026-06-01T02:00:12.000Z', collections: ['articles'], pages: 10_000, removed: 1 } });
      expect(screen.getByRole('status')).toHaveTextContent('Zuletzt neu aufgebaut am Mo., 01.06.2026, 04:00 (Artikel): 10 000 Seiten geschrieben, 1 Eintrag entfernt.');
      vi.advanceTimersByTime(30_000);
      expect(refresh).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says that a rebuild failed, and who can start another', async () => {
    await shown({ state: 'failed', at: '2026-11-27T18:41:00.000Z', collections: ['jobPostings'] });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Der Neuaufbau (Stellenangebote) ist am Fr., 27.11.2026, 19:41 fehlgeschlagen. Die Suche findet weiter, was der Index davor hatte. Admins können ihn mit „Neuindizieren“ noch einmal anstoßen',
    );
  });

  it('shows nothing before the first rebuild', async () => {
    const { container } = await shown({ state: 'none' });
    expect(container).toBeEmptyDOMElement();
  });
});

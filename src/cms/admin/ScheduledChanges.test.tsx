import { render, screen, within } from '@testing-library/react';
import type { BeforeListTableServerProps } from 'payload';
import { describe, expect, it, vi } from 'vitest';

import { ScheduledChanges } from './ScheduledChanges';

// The button calls Payload's server function; here it only has to be there, with its name.
vi.mock('./publishing/CancelScheduledChange', () => ({
  CancelScheduledChange: ({ name }: { name: string }) => <button type="button" aria-label={`${name} entfernen`} />,
}));

const job = (id: number, docId: string, waitUntil: string) => ({ id, taskSlug: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'articles', value: docId } }, waitUntil });

/** Payload as the list reads it: two planned changes, one of them for an article deleted since. */
function payloadWith(articles: { id: number; title: string }[]) {
  return {
    config: { routes: { admin: '/admin' } },
    find: vi.fn(async ({ collection }: { collection: string }) =>
      collection === 'payload-jobs' ? { docs: [job(1, '18', '2026-12-24T08:00:00.000Z'), job(2, '19', '2026-12-24T09:00:00.000Z')] } : { docs: articles },
    ),
  };
}

async function renderList(articles: { id: number; title: string }[]) {
  const props = { payload: payloadWith(articles), collectionConfig: { slug: 'articles' } } as unknown as BeforeListTableServerProps;
  const list = await ScheduledChanges(props);
  return list ? render(list) : null;
}

describe('the “Geplant” list', () => {
  it('leaves out a change whose document is gone, and offers to take back each one it shows', async () => {
    await renderList([{ id: 19, title: 'Noch da' }]);
    const region = screen.getByRole('region', { name: 'Geplant' });
    expect(within(region).getAllByRole('row')).toHaveLength(2);
    expect(within(region).getByRole('link', { name: 'Noch da' })).toHaveAttribute('href', '/admin/collections/articles/19');
    expect(region.textContent).not.toContain('#18');
    expect(within(region).getByRole('button', { name: /^Veröffentlichen von „Noch da“ am .*24\.12\.2026, 10:00 entfernen$/ })).toBeTruthy();
  });

  it('is not there when every planned change’s document is gone', async () => {
    expect(await renderList([])).toBeNull();
    expect(screen.queryByRole('region', { name: 'Geplant' })).toBeNull();
  });
});

import type { BeforeListTableServerProps } from 'payload';

import { pluralLabels } from '../search/collection';
import { rebuildStatus } from '../search/rebuildStatus';

import { RefreshWhileRebuilding } from './RefreshWhileRebuilding';
import { viennaTime } from './viennaTime';

const at = (iso: string) => <time dateTime={iso}>{viennaTime.format(new Date(iso))}</time>;

const pagesText = (count: number) => (count === 1 ? '1 Seite' : `${count.toLocaleString('de-AT')} Seiten`);
const rowsText = (count: number) => (count === 1 ? '1 Eintrag' : `${count.toLocaleString('de-AT')} Einträge`);

/**
 * Above the search index's list: whether a rebuild ("Neuindizieren", or the night's) is under
 * way, and when the last one finished or failed. While one runs, the list looks again every few
 * seconds, so the admin sees it finish without reloading.
 */
export async function SearchIndexStatus({ payload }: BeforeListTableServerProps) {
  const status = await rebuildStatus(payload);
  if (status.state === 'none') return null;
  return (
    <section aria-labelledby="search-index-status" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 id="search-index-status" style={{ fontSize: '1.1rem', marginBottom: 'calc(var(--base) / 2)' }}>
        Neuaufbau des Index
      </h2>
      <p role="status">
        {status.state === 'running' ? (
          <>
            Der Suchindex wird gerade neu aufgebaut ({pluralLabels(payload, status.collections)}; seit {at(status.since)}). Die Suche findet währenddessen weiter alle
            Seiten.
          </>
        ) : null}
        {status.state === 'failed' ? (
          <>
            Der Neuaufbau ({pluralLabels(payload, status.collections)}) ist am {at(status.at)} fehlgeschlagen. Die Suche findet weiter, was der Index davor hatte.
            Admins können ihn mit „Neuindizieren“ noch einmal anstoßen; die Ursache steht im Protokoll des Servers.
          </>
        ) : null}
        {status.state === 'finished' ? (
          <>
            Zuletzt neu aufgebaut am {at(status.last.finishedAt)} ({pluralLabels(payload, status.last.collections)}): {pagesText(status.last.pages)} geschrieben,{' '}
            {rowsText(status.last.removed)} entfernt.
          </>
        ) : null}
      </p>
      {status.state === 'running' ? <RefreshWhileRebuilding /> : null}
    </section>
  );
}

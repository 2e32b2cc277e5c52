'use client';

import { useId, useSyncExternalStore } from 'react';

// Not <Button>: its link variant brings the server's settings (and zod) into the bundle.
import { buttonClasses } from '@/components/button/styles';
import { Select } from '@/components/form/Select';
import { AUSTRIAN_STATES, JOB_FIELDS } from '@/lib/career/options';
import type { JobSummary } from '@/lib/cms/types';

import { JobCards } from './JobCard';

/** Query parameters that keep a filter in the address, so a filtered list can be shared. */
const PARAMS = { state: 'bundesland', field: 'berufsfeld' } as const;
const ALL = '';

type Key = keyof typeof PARAMS;
const LABELS: Record<Key, Record<string, string>> = { state: AUSTRIAN_STATES, field: JOB_FIELDS };

const OTHER: Record<Key, Key> = { state: 'field', field: 'state' };

/**
 * "Alle" and each value that some posting has, with how many postings choosing it gives
 * together with the other filter's current choice (faceted counts: "Wien (2)" next to a chosen
 * field counts Vienna's postings in that field, so a count never promises what the list won't show).
 * The options stay the same whatever is chosen, so the select does not change under the visitor.
 */
function optionsFor(jobs: readonly JobSummary[], key: Key, filter: Record<Key, string>, allLabel: string) {
  const other = OTHER[key];
  const offered = new Set<string>(jobs.map((job) => job[key]));
  const counts = new Map<string, number>();
  for (const job of jobs) {
    if (filter[other] === ALL || job[other] === filter[other]) counts.set(job[key], (counts.get(job[key]) ?? 0) + 1);
  }
  const values = Object.keys(LABELS[key]).filter((value) => offered.has(value));
  return [{ value: ALL, label: allLabel }, ...values.map((value) => ({ value, label: `${LABELS[key][value]} (${counts.get(value) ?? 0})` }))];
}

function countText(shown: number, total: number): string {
  if (shown === total) return total === 1 ? '1 offene Stelle' : `${total} offene Stellen`;
  return `${shown} von ${total} Stellen passen zu Ihrer Auswahl`;
}

const FILTER_CHANGE = 'mc:job-filter';
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener(FILTER_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(FILTER_CHANGE, onChange);
  };
};

/** The filter lives in the address: shareable, and the page itself stays one cached page for all. */
function readFilter(search: string): Record<Key, string> {
  const params = new URLSearchParams(search);
  const fromUrl = (key: Key) => {
    const value = params.get(PARAMS[key]) ?? ALL;
    return Object.hasOwn(LABELS[key], value) ? value : ALL;
  };
  return { state: fromUrl('state'), field: fromUrl('field') };
}

/**
 * The filters and the count; while a filter is set, also the postings that match (the list
 * around it then hides the full one). Without one, it adds no list: the server's shows them all.
 */
export function JobFilterList({ jobs, headingTag, idPrefix }: { jobs: JobSummary[]; headingTag: 'h2' | 'h3'; idPrefix: string }) {
  // The server renders the unfiltered list; the address's filter applies once in the browser.
  const search = useSyncExternalStore(subscribe, () => window.location.search, () => '');
  const filter = readFilter(search);
  const id = useId();

  function apply(next: Record<Key, string>) {
    const url = new URL(window.location.href);
    for (const name of Object.keys(PARAMS) as Key[]) {
      if (next[name] === ALL) url.searchParams.delete(PARAMS[name]);
      else url.searchParams.set(PARAMS[name], next[name]);
    }
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event(FILTER_CHANGE));
  }
  const choose = (key: Key, value: string) => apply({ ...filter, [key]: value });

  const shown = jobs.filter((job) => (filter.state === ALL || job.state === filter.state) && (filter.field === ALL || job.field === filter.field));
  return (
    <>
      {/* Not a form: the choice applies at once and nothing is sent, so there is nothing to submit. */}
      <div role="search" aria-label="Stellen filtern" className="mb-6 grid gap-4 sm:grid-cols-2">
        <Select
          id={`${id}-state`}
          label="Bundesland"
          value={filter.state}
          options={optionsFor(jobs, 'state', filter, 'Alle Bundesländer')}
          onChange={(event) => choose('state', event.target.value)}
        />
        <Select
          id={`${id}-field`}
          label="Berufsfeld"
          value={filter.field}
          options={optionsFor(jobs, 'field', filter, 'Alle Berufsfelder')}
          onChange={(event) => choose('field', event.target.value)}
        />
      </div>
      <p id={`${idPrefix}-count`} role="status" className="mb-4 font-bold text-darkgrey">
        {countText(shown.length, jobs.length)}
      </p>
      {filter.state === ALL && filter.field === ALL ? null : shown.length === 0 ? (
        <div data-job-filter="selection" className="rounded-xl border border-line bg-white p-6">
          <p className="text-base text-darkgrey">Zu dieser Auswahl gibt es gerade keine offene Stelle. Mit dem Job-Alarm erfahren Sie es, sobald eine frei wird.</p>
          <button type="button" className={`mt-4 ${buttonClasses()}`} onClick={() => apply({ state: ALL, field: ALL })}>
            Alle Stellen zeigen
          </button>
        </div>
      ) : (
        <JobCards jobs={shown} headingTag={headingTag} describedBy={`${idPrefix}-count`} data-job-filter="selection" />
      )}
    </>
  );
}

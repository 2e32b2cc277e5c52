import { AUSTRIAN_STATES, EMPLOYMENT_TYPES, JOB_FIELDS } from '@/lib/career/options';
import type { JobSummary } from '@/lib/cms/types';
import { formatGermanDate } from '@/lib/dates';

/** "ab sofort", or "ab 1. Februar 2027" for a start still ahead. */
export function startLabel(start: string | null, now = new Date()): string {
  const date = start ? new Date(start) : null;
  const formatted = date && date > now ? formatGermanDate(date) : null;
  return formatted ? `ab ${formatted}` : 'ab sofort';
}

type Facts = Pick<JobSummary, 'location' | 'state' | 'field' | 'employmentType' | 'start'>;

/** Where, how and from when: the facts of a posting as a description list. */
export function JobFacts({ job, compact = false }: { job: Facts; compact?: boolean }) {
  const facts = [
    { term: 'Ort', value: `${job.location}, ${AUSTRIAN_STATES[job.state]}` },
    { term: 'Anstellung', value: EMPLOYMENT_TYPES[job.employmentType] },
    { term: 'Berufsfeld', value: JOB_FIELDS[job.field] },
    { term: 'Beginn', value: startLabel(job.start) },
  ];
  return (
    <dl className={compact ? 'flex flex-wrap gap-x-4 gap-y-1 text-sm text-darkgrey' : 'grid gap-x-6 gap-y-3 text-base text-darkgrey sm:grid-cols-2'}>
      {facts.map(({ term, value }) => (
        <div key={term} className={compact ? 'flex gap-1' : undefined}>
          <dt className={compact ? 'text-lightgrey' : 'text-sm font-bold tracking-wide text-lightgrey uppercase'}>
            {term}
            {compact ? ':' : ''}
          </dt>
          <dd className={compact ? undefined : 'font-bold'}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

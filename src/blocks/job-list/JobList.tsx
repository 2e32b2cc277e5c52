import { JobFilterList } from '@/components/islands.client';
import { Headline } from '@/components/text/Headline';
import { getJobList } from '@/lib/cms';

import { JobCards } from './JobCard';
import type { JobListProps } from './schema';

/**
 * The club's open positions, newest first. With filters, the visitor narrows them by state and
 * field in place (the page stays one cached page; the choice is kept in the address).
 */
export async function JobList({ id, headline, showFilters }: JobListProps) {
  const jobs = await getJobList();
  const headingId = `stellen-${id ?? 'liste'}`;
  const headingTag = headline ? 'h3' : 'h2';
  return (
    <section className="block-prose my-12" aria-labelledby={headline ? headingId : undefined} aria-label={headline ? undefined : 'Offene Stellen'}>
      {headline ? (
        <Headline tag="h2" id={headingId} className="mb-6">
          {headline}
        </Headline>
      ) : null}
      {jobs.length === 0 ? (
        <p className="text-base text-lightgrey">Gerade sind alle Stellen besetzt. Mit dem Job-Alarm erfahren Sie als Erste:r von neuen.</p>
      ) : showFilters ? (
        // The full list is the server's, outside the filter's code: React hydrates only the
        // filter's selects and count, however many postings there are. While a filter is set,
        // the filter shows its selection and the full list is hidden.
        <div className="group/jobs">
          <JobFilterList jobs={jobs} headingTag={headingTag} idPrefix={headingId} />
          <JobCards jobs={jobs} headingTag={headingTag} describedBy={`${headingId}-count`} className="group-has-[[data-job-filter]]/jobs:hidden" />
        </div>
      ) : (
        <JobCards jobs={jobs} headingTag={headingTag} />
      )}
    </section>
  );
}

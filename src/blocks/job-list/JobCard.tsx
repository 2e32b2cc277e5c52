import Link from 'next/link';

import { JobFacts } from '@/components/career/JobFacts';
import type { JobSummary } from '@/lib/cms/types';

/** One posting in a job list: its title links to its page. */
export function JobCard({ job, headingTag: Heading }: { job: JobSummary; headingTag: 'h2' | 'h3' }) {
  return (
    <article className="relative rounded-xl border border-line bg-white p-5 transition-shadow focus-within:shadow-md hover:shadow-md">
      <Heading className="text-xl font-bold text-darkgrey">
        {/* The whole card is the link's target area; the title is its text. A plain Link (paths
            from the CMS are internal): the card also renders in the browser, where SiteLink's
            settings would bring zod along. */}
        <Link href={job.path} className="after:absolute after:inset-0 after:content-[''] hover:text-brand hover:underline">
          {job.title}
        </Link>
      </Heading>
      <div className="mt-2">
        <JobFacts job={job} compact />
      </div>
      {job.leadText ? <p className="mt-3 line-clamp-2 text-base text-darkgrey">{job.leadText}</p> : null}
    </article>
  );
}

/** Postings as a list of cards; the server renders all, the filter its selection. */
export function JobCards({ jobs, headingTag, describedBy, className = '', ...marks }: {
  jobs: readonly JobSummary[];
  headingTag: 'h2' | 'h3';
  /** The element that says how many postings the list shows. */
  describedBy?: string;
  className?: string;
  'data-job-filter'?: 'selection';
}) {
  return (
    <ul className={`grid gap-4 ${className}`} aria-describedby={describedBy} {...marks}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} headingTag={headingTag} />
        </li>
      ))}
    </ul>
  );
}

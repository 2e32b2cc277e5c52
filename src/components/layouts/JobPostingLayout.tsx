import type { ReactNode } from 'react';

import { videoObjects } from '@/blocks/multimedia/videoStructuredData';
import { Button } from '@/components/button/Button';
import { JobFacts } from '@/components/career/JobFacts';
import { Breadcrumbs } from '@/components/layouts/Breadcrumbs';
import { SiteLink } from '@/components/link/SiteLink';
import { StructuredData } from '@/components/seo/StructuredData';
import type { JobPostingPage } from '@/lib/cms';
import { formatGermanDate, isoDate } from '@/lib/dates';
import { buildMailLink } from '@/lib/links/mailLink';
import { buildPhoneLink } from '@/lib/links/phoneLink';
import { articleCrumbs, breadcrumbList, jobPostingData } from '@/lib/seo/structuredData';
import { getPublicSettings } from '@/lib/settings/public';

/** A job posting's page: title, the facts, the editors' blocks, and how to apply. */
export function JobPostingLayout({ job, children }: { job: JobPostingPage; children: ReactNode }) {
  const settings = getPublicSettings();
  const published = formatGermanDate(job.datePublished);
  const description = job.seo.description ?? job.leadText ?? job.title;
  return (
    <>
      <StructuredData
        things={[
          jobPostingData(job, settings, description),
          breadcrumbList(articleCrumbs(job), settings.siteUrl),
          ...videoObjects(job.blocks, {
            siteUrl: settings.siteUrl,
            description: job.leadText,
            datePublished: job.datePublished,
            dateModified: job.dateModified,
            image: null,
          }),
        ]}
      />
      <article className="px-4 pt-6 pb-12 md:px-6 md:pt-10">
        <header className="mx-auto max-w-prose">
          <Breadcrumbs channel={job.channel} />
          <p className="mt-3 text-sm font-bold tracking-wide text-accent uppercase">Stellenangebot</p>
          <h1 className="mt-1 text-3xl leading-tight font-bold tracking-tight text-darkgrey md:text-5xl">{job.title}</h1>
          {job.leadText ? <p className="mt-4 text-xl leading-relaxed text-darkgrey md:text-2xl">{job.leadText}</p> : null}
          <div className="mt-6 rounded-xl border border-line bg-white p-5">
            <JobFacts job={job} />
          </div>
          {published && job.datePublished ? (
            <p className="mt-3 text-sm text-lightgrey">
              Ausgeschrieben am <time dateTime={isoDate(job.datePublished)}>{published}</time> · Stellen-ID {job.articleId}
            </p>
          ) : null}
        </header>
        <div className="mt-8">{children}</div>
        {job.contact ? <HowToApply job={job} contact={job.contact} /> : null}
      </article>
    </>
  );
}

function HowToApply({ job, contact }: { job: JobPostingPage; contact: NonNullable<JobPostingPage['contact']> }) {
  const careerPath = job.channel?.path;
  return (
    <section aria-labelledby="bewerben" className="mx-auto mt-12 max-w-prose rounded-xl bg-brand p-6 text-white md:p-8">
      <h2 id="bewerben" className="text-2xl font-bold">
        Jetzt bewerben
      </h2>
      <p className="mt-3 text-base">
        Schicken Sie Ihren Lebenslauf und ein paar Sätze, warum Sie zu uns passen, an {contact.name}. Wir melden uns innerhalb
        von zwei Wochen.
      </p>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <Button href={buildMailLink({ email: contact.email, subject: `Bewerbung: ${job.title} (Stellen-ID ${job.articleId})` })} modifier="success">
          Bewerbung per E-Mail
        </Button>
        {contact.phone ? (
          // Not broken inside the number (a wrapped number is misread); the row wraps before it instead.
          <SiteLink href={buildPhoneLink(contact.phone)} className="font-bold whitespace-nowrap underline underline-offset-4">
            Fragen? {contact.phone}
          </SiteLink>
        ) : null}
      </div>
      {careerPath ? (
        <p className="mt-5 text-base">
          Nicht die richtige Stelle?{' '}
          <SiteLink href={careerPath} className="font-bold underline underline-offset-4">
            Alle offenen Stellen und Job-Alarm
          </SiteLink>
        </p>
      ) : null}
    </section>
  );
}

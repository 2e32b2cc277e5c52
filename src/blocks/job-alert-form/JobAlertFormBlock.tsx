import { LazyJobAlertForm } from '@/components/islands.client';
import { Headline } from '@/components/text/Headline';
import { getBrowserGraphqlEndpoint } from '@/lib/settings/endpoint';
import { getPublicSettings } from '@/lib/settings/public';

import type { JobAlertFormProps } from './schema';

/** The job-alert subscription on a career page: heading and text from the editors, the form from the site. */
export function JobAlertFormBlock({ id, headline, text }: JobAlertFormProps) {
  const { productName, privacyPolicyPath } = getPublicSettings();
  const headingId = `job-alarm-${id ?? 'formular'}`;
  return (
    <section aria-labelledby={headingId} className="block-prose my-12">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-line md:p-10">
        <Headline tag="h2" id={headingId}>
          {headline}
        </Headline>
        {text ? <p className="mt-2 mb-6 max-w-prose text-base text-darkgrey">{text}</p> : <div className="mb-6" />}
        <LazyJobAlertForm endpoint={getBrowserGraphqlEndpoint()} productName={productName} privacyPolicyPath={privacyPolicyPath} />
      </div>
    </section>
  );
}

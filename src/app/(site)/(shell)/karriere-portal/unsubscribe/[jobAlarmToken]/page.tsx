import type { Metadata } from 'next';

import { JobAlertLinkPage } from '@/components/career/JobAlertLinkPage';
import { PageView } from '@/components/islands.client';
import { LINK_TEXTS } from '@/lib/career/texts';

// Per visitor and never cached: the token is a secret (no-store, no-referrer: next.config.ts).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: LINK_TEXTS.unsubscribe.title, robots: { index: false, follow: false } };

type Props = { params: Promise<{ jobAlarmToken: string }> };

/** Spec 2: the job-alert unsubscribe page. GET only shows; the button (or a one-click POST) unsubscribes. */
export default async function UnsubscribePage({ params }: Props) {
  const { jobAlarmToken } = await params;
  return (
    <>
      <PageView name="job-alarm-unsubscribe" />
      <JobAlertLinkPage action="unsubscribe" token={jobAlarmToken} />
    </>
  );
}

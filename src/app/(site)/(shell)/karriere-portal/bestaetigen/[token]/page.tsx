import type { Metadata } from 'next';

import { JobAlertLinkPage } from '@/components/career/JobAlertLinkPage';
import { PageView } from '@/components/islands.client';
import { LINK_TEXTS } from '@/lib/career/texts';

// Per visitor and never cached: the token is a secret (no-store, no-referrer: next.config.ts).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: LINK_TEXTS.confirm.title, robots: { index: false, follow: false } };

type Props = { params: Promise<{ token: string }> };

/** The double opt-in: the link in the confirmation mail leads here, the button activates the alert. */
export default async function ConfirmPage({ params }: Props) {
  const { token } = await params;
  return (
    <>
      <PageView name="job-alarm-confirm" />
      <JobAlertLinkPage action="confirm" token={token} />
    </>
  );
}

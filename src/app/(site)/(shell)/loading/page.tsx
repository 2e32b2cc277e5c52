import type { Metadata } from 'next';

import { DefaultLayout } from '@/components/layouts/DefaultLayout';
import { StateNotification } from '@/components/state-notification/StateNotification';

export const metadata: Metadata = { title: 'Inhalt wird geladen', robots: { index: false } };
// Rendered when asked: a build-time render would keep the navigation the CMS could not give then.
export const dynamic = 'force-dynamic';

/** Spec 2: the loading page, the state a page shows while its content is on the way. */
export default function LoadingPage() {
  return (
    <DefaultLayout>
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center" aria-busy="true">
        <h1 className="sr-only">Inhalt wird geladen</h1>
        <StateNotification state="loading" />
      </div>
    </DefaultLayout>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';

import { getPublicSettings } from '@/lib/settings/public';

import { Logo } from './Logo';

/** For sign-in flows: the mark and one card, nothing to wander off to. */
export function LoginLayout({ children }: { children: ReactNode }) {
  const { siteName } = getPublicSettings();
  return (
    <main id="inhalt" className="flex flex-1 flex-col items-center bg-surface px-4 py-12">
      <Link href="/" aria-label={`${siteName} – zur Startseite`}>
        <Logo siteName={siteName} />
      </Link>
      <div className="mt-8 w-full max-w-md rounded-xl border border-line bg-white p-6 shadow-sm md:p-8">{children}</div>
    </main>
  );
}

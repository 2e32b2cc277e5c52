'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How often the index's list looks again while a rebuild runs (the job queue's own rhythm). */
const LOOK_EVERY_MS = 5_000;

/** Renders the list anew from the server every few seconds while it is shown. */
export function RefreshWhileRebuilding() {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), LOOK_EVERY_MS);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}

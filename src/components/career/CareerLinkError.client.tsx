'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';

// Not <Button>: its link variant brings the server's settings (and zod) into the bundle.
import { buttonClasses } from '@/components/button/styles';
import { LinkPageFrame } from '@/components/career/LinkPageFrame';
import { StateNotification } from '@/components/state-notification/StateNotification';

type Props = { error: Error & { digest?: string }; reset: () => void };

/** The CMS could not be asked about the link: nothing is lost, the visitor tries again. */
export function CareerLinkError({ error, reset }: Props) {
  const router = useRouter();
  useEffect(() => {
    console.error(JSON.stringify({ level: 'error', event: 'career.link.error', message: error.message, digest: error.digest }));
  }, [error]);
  return (
    <LinkPageFrame title="Das hat gerade nicht geklappt">
      <StateNotification state="error">Ihr Job-Alarm kann gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.</StateNotification>
      <button
        type="button"
        className={`mt-6 ${buttonClasses()}`}
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      >
        Erneut versuchen
      </button>
    </LinkPageFrame>
  );
}

'use client';

import { Button, toast, useServerFunctions } from '@payloadcms/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

/**
 * In the "Geplant" list above a collection's list: takes one planned change off the queue, as the
 * scheduling dialog's own "Entfernen" does (Payload's `schedulePublish` server function), and
 * shows the list anew.
 */
export function CancelScheduledChange({ jobId, name }: { jobId: number | string; name: string }) {
  const { schedulePublish } = useServerFunctions();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    let failed: boolean;
    try {
      const result: unknown = await schedulePublish({ deleteID: jobId });
      failed = typeof result === 'object' && result !== null && 'error' in result;
    } catch {
      failed = true;
    }
    setBusy(false);
    if (failed) {
      toast.error('Die geplante Änderung konnte nicht entfernt werden. Bitte versuchen Sie es noch einmal.');
      return;
    }
    toast.success('Die geplante Änderung wurde entfernt.');
    router.refresh();
  };
  return (
    <Button buttonStyle="icon-label" icon="x" margin={false} disabled={busy} onClick={() => void cancel()} aria-label={`${name} entfernen`}>
      Entfernen
    </Button>
  );
}

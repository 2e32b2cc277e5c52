'use client';

import { useRef, useState } from 'react';

// Not <Button>: its link variant brings the server's settings (and zod) into the bundle.
import { buttonClasses } from '@/components/button/styles';
import { StateNotification } from '@/components/state-notification/StateNotification';
import type { Failure } from '@/lib/career/failures';
import { type CareerRequests, loadCareerRequests } from '@/lib/career/loadCareerRequests';
import { LINK_TEXTS } from '@/lib/career/texts';

export interface JobAlertActionProps {
  action: 'confirm' | 'unsubscribe';
  token: string;
  endpoint: string;
  productName: string;
  /** The id of the request this page was rendered for (spec 3), carried on as the visit's id. */
  requestId?: string | null;
}

type State = { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/** The outcome as the visitor reads it; a token that died since the page loaded is a failure. */
async function run(
  { getBrowserClient, ConfirmJobAlertDocument, UnsubscribeJobAlertDocument }: CareerRequests,
  { action, token, endpoint, productName, requestId }: JobAlertActionProps,
): Promise<State> {
  const client = getBrowserClient(endpoint, productName, requestId);
  const invalid: State = { kind: 'failed', message: LINK_TEXTS.invalid };
  if (action === 'unsubscribe') {
    const { data } = await client.mutate({ mutation: UnsubscribeJobAlertDocument, variables: { token } });
    // Done and already done read the same: unsubscribing is idempotent.
    return data?.unsubscribeJobAlert === 'INVALID' ? invalid : { kind: 'done', message: LINK_TEXTS.unsubscribe.done };
  }
  const { data } = await client.mutate({ mutation: ConfirmJobAlertDocument, variables: { token } });
  const outcome = data?.confirmJobAlert;
  if (outcome === 'INVALID') return invalid;
  return { kind: 'done', message: outcome === 'UNSUBSCRIBED' ? LINK_TEXTS.confirm.unsubscribed : LINK_TEXTS.confirm.done };
}

/**
 * The button of a link page: it, not opening the link, confirms or unsubscribes (mail
 * scanners open links). A failure keeps the button for another try.
 */
export function JobAlertAction(props: JobAlertActionProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const result = useRef<HTMLDivElement>(null);
  const texts = LINK_TEXTS[props.action];

  const showFailure = (failure: Failure) => setState({ kind: 'failed', message: failure.kind === 'invalid' ? LINK_TEXTS.invalid : failure.message });

  async function click() {
    setState({ kind: 'working' });
    const loaded = await loadCareerRequests();
    if (!loaded.ok) return showFailure(loaded.failure);
    try {
      const outcome = await run(loaded.requests, props);
      setState(outcome);
      if (outcome.kind === 'done') requestAnimationFrame(() => result.current?.focus());
    } catch (error) {
      showFailure(loaded.requests.describeFailure(error));
    }
  }

  if (state.kind === 'done') {
    return (
      <div ref={result} tabIndex={-1} className="outline-none focus-visible:ring-2 focus-visible:ring-brand">
        <StateNotification state="success">{state.message}</StateNotification>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <button
        type="button"
        className={buttonClasses('large')}
        onClick={() => void click()}
        onFocus={() => void loadCareerRequests()}
        onPointerEnter={() => void loadCareerRequests()}
        disabled={state.kind === 'working'}
        aria-describedby="job-alarm-status"
      >
        {texts.button}
      </button>
      <div id="job-alarm-status">
        <StateNotification state={state.kind === 'working' ? 'loading' : state.kind === 'failed' ? 'error' : null}>
          {state.kind === 'working' ? texts.working : state.kind === 'failed' ? state.message : null}
        </StateNotification>
      </div>
    </div>
  );
}

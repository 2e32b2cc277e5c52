'use client';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

// Not <Button>: its link variant brings the server's settings (and zod) into the bundle.
import { buttonClasses } from '@/components/button/styles';
import { Checkbox } from '@/components/form/Checkbox';
import { Input } from '@/components/form/Input';
import { StateNotification } from '@/components/state-notification/StateNotification';
import type { Failure } from '@/lib/career/failures';
import { loadCareerRequests } from '@/lib/career/loadCareerRequests';
import { AUSTRIAN_STATES, JOB_FIELDS } from '@/lib/career/options';
import { CONSENT_TEXT, type SubscriptionErrors, validateSubscription } from '@/lib/career/subscription';

export interface JobAlertFormProps {
  /** Where the browser sends GraphQL (spec 7), and the product name of the request-id header. */
  endpoint: string;
  productName: string;
  privacyPolicyPath: string;
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; message: string };

function ChoiceGroup({ legend, hint, labels, chosen, onToggle, idPrefix }: {
  legend: string;
  hint: string;
  labels: Record<string, string>;
  chosen: string[];
  onToggle: (value: string) => void;
  idPrefix: string;
}) {
  return (
    <fieldset aria-describedby={`${idPrefix}-hint`}>
      <legend className="text-base font-bold text-darkgrey">{legend}</legend>
      <p id={`${idPrefix}-hint`} className="mb-3 text-sm text-lightgrey">
        {hint}
      </p>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {Object.entries(labels).map(([value, label]) => (
          <Checkbox key={value} id={`${idPrefix}-${value}`} label={label} checked={chosen.includes(value)} onChange={() => onToggle(value)} />
        ))}
      </div>
    </fieldset>
  );
}

const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);

/**
 * The job-alert subscription (double opt-in): checked here with the CMS's own rules, sent
 * through Apollo Client; the CMS mails the confirmation link. Every failure becomes a German
 * message next to the form, which keeps what was typed.
 */
export function JobAlertForm({ endpoint, productName, privacyPolicyPath }: JobAlertFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [states, setStates] = useState<string[]>([]);
  const [fields, setFields] = useState<string[]>([]);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<SubscriptionErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const form = useRef<HTMLFormElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const sent = status.kind === 'sent';

  // The server's markup takes input before this code arrives (it comes as the form nears the
  // viewport): what the visitor typed or ticked by then becomes the form's state, so it is kept
  // and sent, not shown in the box while the form thinks the box empty.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const field = (key: string) => element.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-${key}`)}`);
    const ticked = (group: string, labels: Record<string, string>) => Object.keys(labels).filter((value) => field(`${group}-${value}`)?.checked);
    const typed = field('email')?.value ?? '';
    if (typed) setEmail(typed);
    const tickedStates = ticked('states', AUSTRIAN_STATES);
    if (tickedStates.length > 0) setStates(tickedStates);
    const tickedFields = ticked('fields', JOB_FIELDS);
    if (tickedFields.length > 0) setFields(tickedFields);
    if (field('consent')?.checked) setConsent(true);
  }, [id]);

  // The form gives way to the message, and the button that had focus with it: focus and scroll
  // go to the message once it is on the page (a frame callback ran before React had put it there
  // when the answer took a while, which left focus on the page's top and the view below it).
  useEffect(() => {
    if (!sent) return;
    result.current?.focus({ preventScroll: true });
    result.current?.scrollIntoView({ block: 'nearest' });
  }, [sent]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const checked = validateSubscription({ email, states, fields, consent });
    if (!checked.ok) {
      setErrors(checked.errors);
      // The first field with an error gets focus, so its message is where the visitor is.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    const loaded = await loadCareerRequests();
    if (!loaded.ok) return showFailure(loaded.failure);
    const { getBrowserClient, describeFailure, SubscribeJobAlertDocument } = loaded.requests;
    try {
      await getBrowserClient(endpoint, productName).mutate({ mutation: SubscribeJobAlertDocument, variables: { ...checked.value, consent } });
      setStatus({ kind: 'sent', email: checked.value.email });
    } catch (error) {
      showFailure(describeFailure(error));
    }
  }

  function showFailure(failure: Failure) {
    if (failure.kind === 'invalid') {
      setErrors(failure.errors);
      setStatus({ kind: 'idle' });
    } else {
      setStatus({ kind: 'failed', message: failure.message });
    }
  }

  if (status.kind === 'sent') {
    return (
      // scroll-mt: clear of the sticky header when scrolled to.
      <div ref={result} tabIndex={-1} className="scroll-mt-24 rounded-xl border border-success bg-white p-6 outline-none focus-visible:ring-2 focus-visible:ring-brand">
        <StateNotification state="success">Fast geschafft: Bitte bestätigen Sie Ihren Job-Alarm.</StateNotification>
        <p className="mt-2 text-base text-darkgrey">
          Wir haben eine E-Mail an <strong className="wrap-anywhere">{status.email}</strong> geschickt. Erst wenn Sie den Link darin öffnen und bestätigen,
          ist Ihr Job-Alarm aktiv. Keine E-Mail bekommen? Sehen Sie bitte auch im Spam-Ordner nach.
        </p>
        <button
          type="button"
          className={`mt-4 ${buttonClasses(null, ['link'])}`}
          onClick={() => {
            setEmail('');
            setConsent(false);
            setStatus({ kind: 'idle' });
          }}
        >
          Weiteren Job-Alarm einrichten
        </button>
      </div>
    );
  }

  return (
    // POST: sent before its code is there (or without JavaScript), the address is not put into a URL.
    <form ref={form} method="post" noValidate onSubmit={submit} onFocus={() => void loadCareerRequests()} aria-busy={status.kind === 'sending'} className="grid gap-6">
      <Input
        id={`${id}-email`}
        label="E-Mail-Adresse"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        validationError={errors.email ?? null}
      />
      <ChoiceGroup
        legend="Bundesländer"
        hint="Ohne Auswahl: Stellen in ganz Österreich."
        labels={AUSTRIAN_STATES}
        chosen={states}
        onToggle={(value) => setStates((list) => toggle(list, value))}
        idPrefix={`${id}-states`}
      />
      <ChoiceGroup
        legend="Berufsfelder"
        hint="Ohne Auswahl: alle Berufsfelder."
        labels={JOB_FIELDS}
        chosen={fields}
        onToggle={(value) => setFields((list) => toggle(list, value))}
        idPrefix={`${id}-fields`}
      />
      {errors.criteria ? (
        <p role="alert" className="text-sm text-danger">
          {errors.criteria}
        </p>
      ) : null}
      <Checkbox
        id={`${id}-consent`}
        required
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
        validationError={errors.consent ?? null}
        label={
          <>
            {CONSENT_TEXT}{' '}
            <a href={privacyPolicyPath} className="font-bold text-brand underline underline-offset-2">
              Datenschutzerklärung
            </a>
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClasses()} disabled={status.kind === 'sending'}>
          Job-Alarm anlegen
        </button>
        <StateNotification state={status.kind === 'sending' ? 'loading' : status.kind === 'failed' ? 'error' : null}>
          {status.kind === 'sending' ? 'Wird gesendet …' : status.kind === 'failed' ? status.message : null}
        </StateNotification>
      </div>
    </form>
  );
}

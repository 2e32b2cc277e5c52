import { headers } from 'next/headers';
import { notFound } from 'next/navigation';

import { StateNotification } from '@/components/state-notification/StateNotification';
import { AUSTRIAN_STATES, JOB_FIELDS, describeChoice } from '@/lib/career/options';
import { LINK_TEXTS } from '@/lib/career/texts';
import { getJobAlertView } from '@/lib/cms';
import { requestIdFrom } from '@/lib/cms/requestId';
import { getBrowserGraphqlEndpoint } from '@/lib/settings/endpoint';
import { getPublicSettings } from '@/lib/settings/public';

import { LazyJobAlertAction } from '@/components/islands.client';
import { LinkPageFrame } from './LinkPageFrame';

/**
 * A link from a job-alert mail: shows which alert it is (the address masked) and offers the
 * button that acts. Opening the link changes nothing. Any token that is not a live one, however
 * malformed, gets the same 404 page (not-found.tsx beside the route).
 */
export async function JobAlertLinkPage({ action, token }: { action: 'confirm' | 'unsubscribe'; token: string }) {
  const requestId = requestIdFrom(await headers());
  const view = await getJobAlertView(token, action === 'confirm' ? 'CONFIRM' : 'UNSUBSCRIBE', requestId);
  if (!view) notFound();
  const texts = LINK_TEXTS[action];
  const finished =
    action === 'unsubscribe'
      ? view.status === 'unsubscribed' && LINK_TEXTS.unsubscribe.done
      : (view.status === 'active' && LINK_TEXTS.confirm.done) || (view.status === 'unsubscribed' && LINK_TEXTS.confirm.unsubscribed);
  return (
    <LinkPageFrame title={texts.title}>
      <dl className="grid gap-3 rounded-xl border border-line p-4 text-base text-darkgrey">
        <div>
          <dt className="text-sm font-bold text-lightgrey">E-Mail-Adresse</dt>
          <dd className="font-bold">{view.maskedEmail}</dd>
        </div>
        <div>
          <dt className="text-sm font-bold text-lightgrey">Bundesländer</dt>
          <dd>{describeChoice(AUSTRIAN_STATES, view.states, 'Ganz Österreich')}</dd>
        </div>
        <div>
          <dt className="text-sm font-bold text-lightgrey">Berufsfelder</dt>
          <dd>{describeChoice(JOB_FIELDS, view.fields, 'Alle Berufsfelder')}</dd>
        </div>
      </dl>
      <div className="mt-6">
        {finished ? (
          <StateNotification state="success">{finished}</StateNotification>
        ) : (
          <LazyJobAlertAction
            action={action}
            token={token}
            endpoint={getBrowserGraphqlEndpoint()}
            productName={getPublicSettings().productName}
            requestId={requestId ?? null}
          />
        )}
      </div>
    </LinkPageFrame>
  );
}

/** Unknown, malformed, erased: one answer for all, so tokens cannot be probed. */
export function InvalidLinkScreen() {
  return (
    <LinkPageFrame title={LINK_TEXTS.invalid}>
      <p className="text-base text-darkgrey">{LINK_TEXTS.invalidHelp}</p>
    </LinkPageFrame>
  );
}

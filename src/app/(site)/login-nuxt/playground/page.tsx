import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { Button } from '@/components/button/Button';
import { Checkbox } from '@/components/form/Checkbox';
import { Input } from '@/components/form/Input';
import { LoginLayout } from '@/components/layouts/LoginLayout';
import { StateNotification } from '@/components/state-notification/StateNotification';

export const metadata: Metadata = { title: 'Anmeldung – Spielwiese', robots: { index: false } };

/** Browsers ignore "off" on a password field; "new-password" still keeps a saved password out of these demo fields. */
const NO_SAVED_PASSWORD = 'new-password';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-8 border-t border-line pt-6" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-4 text-base font-bold text-darkgrey">
        {title}
      </h2>
      <div className="flex flex-col gap-2">{children}</div>
    </section>
  );
}

/**
 * Spec 2: the login layout with the form components in their states (spec 3 and 5: size,
 * required, validation error; checkbox also disabled), for designers and developers. It signs
 * nobody in: the fields are not a form and send nothing.
 */
export default function LoginPlayground() {
  return (
    <LoginLayout>
      <h1 className="text-2xl font-bold text-brand">Anmeldung – Spielwiese</h1>
      <p className="mt-2 text-base text-darkgrey">
        Die Bausteine des Anmeldeformulars in ihren Zuständen. Hier wird niemand angemeldet.
      </p>

      <Section id="leer" title="Leer">
        <Input id="leer-email" label="E-Mail-Adresse" type="email" autoComplete="off" />
        <Input id="leer-passwort" label="Passwort" type="password" autoComplete={NO_SAVED_PASSWORD} />
        <Checkbox id="leer-merken" label="Angemeldet bleiben" />
      </Section>

      <Section id="pflicht" title="Pflichtfelder, ausgefüllt">
        <Input id="pflicht-email" label="E-Mail-Adresse" type="email" required defaultValue="maria.huber@example.at" autoComplete="off" />
        <Input id="pflicht-passwort" label="Passwort" type="password" required defaultValue="geheim123" autoComplete={NO_SAVED_PASSWORD} />
        <Checkbox id="pflicht-agb" label="Ich akzeptiere die Nutzungsbedingungen." required defaultChecked />
      </Section>

      <Section id="fehler" title="Mit Fehlern">
        <Input
          id="fehler-email"
          label="E-Mail-Adresse"
          type="email"
          required
          defaultValue="maria.huber@"
          validationError="Bitte geben Sie eine gültige E-Mail-Adresse ein."
          autoComplete="off"
        />
        <Input id="fehler-passwort" label="Passwort" type="password" required validationError="Bitte geben Sie Ihr Passwort ein." autoComplete={NO_SAVED_PASSWORD} />
        <Checkbox id="fehler-agb" label="Ich akzeptiere die Nutzungsbedingungen." required validationError="Bitte stimmen Sie den Nutzungsbedingungen zu." />
      </Section>

      <Section id="klein" title="Klein">
        <Input id="klein-email" label="E-Mail-Adresse" type="email" size="small" autoComplete="off" />
        <Input id="klein-nummer" label="Mitgliedsnummer" type="text" inputMode="numeric" size="small" required autoComplete="off" />
      </Section>

      <Section id="deaktiviert" title="Deaktiviert">
        <Checkbox id="deaktiviert-merken" label="Angemeldet bleiben" disabled />
        <Checkbox id="deaktiviert-newsletter" label="Newsletter abonnieren" disabled defaultChecked />
      </Section>

      <Section id="rueckmeldungen" title="Schaltflächen und Rückmeldungen">
        <div className="flex flex-wrap gap-3">
          <Button type="button">Anmelden</Button>
          <Button type="button" disabled>
            Anmelden
          </Button>
          <Button type="button" modifier="link">
            Passwort vergessen?
          </Button>
        </div>
        <StateNotification state="loading" />
        <StateNotification state="success">Sie sind angemeldet.</StateNotification>
        <StateNotification state="error">Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.</StateNotification>
      </Section>
    </LoginLayout>
  );
}

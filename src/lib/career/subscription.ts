import { FIELD_VALUES, type JobField, type AustrianState, STATE_VALUES } from './options';

/**
 * What visitors agree to when they subscribe: shown beside the checkbox and stored with the
 * alert, word for word.
 */
export const CONSENT_TEXT =
  'Ich möchte per E-Mail über neue passende Stellenangebote des Mobilclub informiert werden. Meine E-Mail-Adresse wird nur dafür verwendet. Ich kann den Job-Alarm jederzeit mit einem Klick abbestellen.';

export const SUBSCRIBE_MESSAGES = {
  emailMissing: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an, zum Beispiel name@beispiel.at.',
  consentMissing: 'Bitte stimmen Sie zu, damit wir Ihnen E-Mails schicken dürfen.',
  criteriaInvalid: 'Bitte wählen Sie Bundesländer und Berufsfelder aus der Liste.',
} as const;

// The shape HTML's own e-mail inputs accept, with a dot in the domain (mail must be deliverable).
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export interface SubscriptionInput {
  email: string;
  states: readonly string[];
  fields: readonly string[];
  consent: boolean;
}

export interface Subscription {
  email: string;
  states: AustrianState[];
  fields: JobField[];
}

export type SubscriptionErrors = Partial<Record<'email' | 'consent' | 'criteria', string>>;

const isState = (value: string): value is AustrianState => (STATE_VALUES as readonly string[]).includes(value);
const isField = (value: string): value is JobField => (FIELD_VALUES as readonly string[]).includes(value);

/**
 * Checks a subscription the same way in the browser (messages under the fields) and in the
 * CMS (which trusts nothing the browser sent). No validation library: this runs in the form's
 * bundle.
 */
export function validateSubscription(input: SubscriptionInput): { ok: true; value: Subscription } | { ok: false; errors: SubscriptionErrors } {
  const errors: SubscriptionErrors = {};
  const email = input.email.trim().toLowerCase();
  if (email === '') errors.email = SUBSCRIBE_MESSAGES.emailMissing;
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) errors.email = SUBSCRIBE_MESSAGES.emailInvalid;
  if (input.consent !== true) errors.consent = SUBSCRIBE_MESSAGES.consentMissing;
  const states = [...new Set(input.states)];
  const fields = [...new Set(input.fields)];
  if (!states.every(isState) || !fields.every(isField)) errors.criteria = SUBSCRIBE_MESSAGES.criteriaInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { email, states: states.filter(isState), fields: fields.filter(isField) } };
}

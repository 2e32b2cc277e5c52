import { describe, expect, it } from 'vitest';

import { matchesCriteria } from './options';
import { SUBSCRIBE_MESSAGES, validateSubscription } from './subscription';

const valid = { email: ' Max.Muster@Example.AT ', states: ['wien', 'tirol', 'wien'], fields: [], consent: true };

describe('validateSubscription', () => {
  it('normalises the address and drops repeated choices', () => {
    expect(validateSubscription(valid)).toEqual({ ok: true, value: { email: 'max.muster@example.at', states: ['wien', 'tirol'], fields: [] } });
  });

  it.each([
    ['', { email: SUBSCRIBE_MESSAGES.emailMissing }],
    ['max@', { email: SUBSCRIBE_MESSAGES.emailInvalid }],
    ['max@example', { email: SUBSCRIBE_MESSAGES.emailInvalid }],
    ['max muster@example.at', { email: SUBSCRIBE_MESSAGES.emailInvalid }],
  ])('explains in German what is wrong with %j', (email, errors) => {
    expect(validateSubscription({ ...valid, email })).toEqual({ ok: false, errors });
  });

  it('needs the consent and known criteria', () => {
    expect(validateSubscription({ ...valid, consent: false, fields: ['astronaut'] })).toEqual({
      ok: false,
      errors: { consent: SUBSCRIBE_MESSAGES.consentMissing, criteria: SUBSCRIBE_MESSAGES.criteriaInvalid },
    });
  });
});

describe('matchesCriteria', () => {
  const job = { state: 'tirol', field: 'reise' };
  it('matches on every criterion, an empty one matching all', () => {
    expect(matchesCriteria({ states: [], fields: [] }, job)).toBe(true);
    expect(matchesCriteria({ states: ['tirol'], fields: ['reise', 'it'] }, job)).toBe(true);
    expect(matchesCriteria({ states: ['wien'], fields: [] }, job)).toBe(false);
    expect(matchesCriteria({ states: ['tirol'], fields: ['it'] }, job)).toBe(false);
  });
});

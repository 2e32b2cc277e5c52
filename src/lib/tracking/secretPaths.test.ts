import { describe, expect, it } from 'vitest';

import { CAREER_ROUTES } from '@/lib/career/links';

import { SECRET_ROUTE_PREFIXES, carriesSecret, trackedLocation, trackedPath } from './secretPaths';

const TOKEN = 'Qk3v9Zr2mT8yXw1LpA5sD7fG0hJ4kN6bV2cE9uR3tY1';

describe('addresses with a secret', () => {
  it('are the job-alert links the mails carry', () => {
    expect([...SECRET_ROUTE_PREFIXES].sort()).toEqual([CAREER_ROUTES.confirm(''), CAREER_ROUTES.unsubscribe('')].sort());
  });

  it.each([CAREER_ROUTES.confirm(TOKEN), CAREER_ROUTES.unsubscribe(TOKEN), `/KARRIERE-PORTAL/Bestaetigen/${TOKEN}`, `https://www.mobilclub.example${CAREER_ROUTES.unsubscribe(TOKEN)}?x=1`])(
    'are recognised: %s',
    (address) => {
      expect(carriesSecret(address)).toBe(true);
    },
  );

  it.each(['/karriere', '/karriere-portal/bestaetigen/', '/karriere/pannenfahrer-wien-10101', '/'])('leave other addresses alone: %s', (address) => {
    expect(carriesSecret(address)).toBe(false);
    expect(trackedPath(address)).toBe(address);
  });

  it('are tracked with the token masked and nothing after it', () => {
    expect(trackedPath(CAREER_ROUTES.confirm(TOKEN))).toBe('/karriere-portal/bestaetigen/[token]');
    expect(trackedPath(`${CAREER_ROUTES.unsubscribe(TOKEN)}/mehr`)).toBe('/karriere-portal/unsubscribe/[token]');
    expect(trackedLocation({ origin: 'https://www.mobilclub.example', pathname: CAREER_ROUTES.confirm(TOKEN), search: `?t=${TOKEN}` })).toBe(
      'https://www.mobilclub.example/karriere-portal/bestaetigen/[token]',
    );
    expect(trackedLocation({ origin: 'https://www.mobilclub.example', pathname: '/verkehr', search: '?page=2' })).toBe('https://www.mobilclub.example/verkehr?page=2');
  });
});

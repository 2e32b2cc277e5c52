import { describe, expect, it } from 'vitest';

import { CAREER_ROUTES } from '@/lib/career/links';

import { carriesSecret, trackedPath } from './secretPaths';

const TOKEN = 'Qk3v9Zr2mT8yXw1LpA5sD7fG0hJ4kN6bV2cE9uR3tY1';

describe('paths with a secret', () => {
  it.each([CAREER_ROUTES.confirm(TOKEN), CAREER_ROUTES.unsubscribe(TOKEN), `/KARRIERE-PORTAL/Bestaetigen/${TOKEN}`])('are recognised: %s', (path) => {
    expect(carriesSecret(path)).toBe(true);
  });

  it.each(['/karriere', '/karriere-portal/bestaetigen/', '/karriere/pannenfahrer-wien-10101', '/'])('leave other paths alone: %s', (path) => {
    expect(carriesSecret(path)).toBe(false);
    expect(trackedPath(path)).toBe(path);
  });

  it('are tracked with the token masked and nothing after it', () => {
    expect(trackedPath(CAREER_ROUTES.confirm(TOKEN))).toBe('/karriere-portal/bestaetigen/[token]');
    expect(trackedPath(`${CAREER_ROUTES.unsubscribe(TOKEN)}/mehr`)).toBe('/karriere-portal/unsubscribe/[token]');
  });
});

import { describe, expect, it } from 'vitest';

import { checkTagManagerId } from './tagManagerId';

describe('checkTagManagerId', () => {
  it.each(['GTM-ABC123', 'GTM-5XQK2P7'])('accepts %s', (id) => {
    expect(checkTagManagerId(id)).toEqual({ valid: true, id });
  });

  it.each([
    ['gtm-abc123', 'GTM-ABC123'],
    [' GTM-ABC123 ', 'GTM-ABC123'],
    ['GTM_AB12C', 'GTM-AB12C'],
    ['GTMAB12C', 'GTM-AB12C'],
    ['AB12C', 'GTM-AB12C'],
    ['GTM-ab-12 c', 'GTM-AB12C'],
  ])('rejects %s and suggests %s', (id, suggestion) => {
    expect(checkTagManagerId(id)).toEqual({
      valid: false,
      id,
      suggestion,
      message: `Invalid tag manager id "${id}": did you mean "${suggestion}"?`,
    });
  });

  it('has no suggestion when nothing of an id is left', () => {
    expect(checkTagManagerId('GTM-')).toMatchObject({ valid: false, suggestion: null, message: 'Invalid tag manager id "GTM-": it must look like GTM-XXXXXXX.' });
  });
});

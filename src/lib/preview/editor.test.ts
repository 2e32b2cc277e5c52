import { describe, expect, it } from 'vitest';

import { cmsToken } from './editor';

describe('cmsToken', () => {
  it('finds the CMS token among the cookies', () => {
    expect(cmsToken('mc_consent=1; payload-token=abc.def-ghi; other=2')).toBe('abc.def-ghi');
    expect(cmsToken('payload-token=abc==')).toBe('abc==');
  });

  it('is null without one', () => {
    expect(cmsToken(null)).toBeNull();
    expect(cmsToken('payload-token-old=abc; x=payload-token=abc')).toBeNull();
    expect(cmsToken('payload-token=')).toBeNull();
  });
});

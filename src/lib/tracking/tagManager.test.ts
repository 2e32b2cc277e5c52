import { describe, expect, it, vi } from 'vitest';

import { tagManagerIdOf } from './tagManager';

describe('tagManagerIdOf', () => {
  it('enables the tag manager only with a valid id', () => {
    expect(tagManagerIdOf({ tagManagerId: 'GTM-AB12C' })).toBe('GTM-AB12C');
    expect(tagManagerIdOf({ tagManagerId: undefined })).toBeNull();
  });

  it('logs an invalid id once, with the suggested id, and leaves the tag manager off', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(tagManagerIdOf({ tagManagerId: 'gtm_ab12c' })).toBeNull();
    expect(tagManagerIdOf({ tagManagerId: 'gtm_ab12c' })).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/did you mean \\"GTM-AB12C\\"/);
    error.mockRestore();
  });
});

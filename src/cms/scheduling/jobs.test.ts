import { describe, expect, it } from 'vitest';

import { jobsIntervalSeconds } from './jobs';

describe('jobsIntervalSeconds', () => {
  it('is 5 s unless set, and takes a whole number of seconds from 1 to 5', () => {
    expect(jobsIntervalSeconds({})).toBe(5);
    expect(jobsIntervalSeconds({ JOBS_INTERVAL_SECONDS: ' ' })).toBe(5);
    expect(jobsIntervalSeconds({ JOBS_INTERVAL_SECONDS: '1' })).toBe(1);
  });

  it('refuses what the lease could not outlast, or no whole number, naming the setting', () => {
    for (const value of ['0', '6', '60', '1.5', 'oft']) {
      expect(() => jobsIntervalSeconds({ JOBS_INTERVAL_SECONDS: value })).toThrow(`JOBS_INTERVAL_SECONDS must be a whole number of seconds from 1 to 5, got "${value}".`);
    }
  });
});

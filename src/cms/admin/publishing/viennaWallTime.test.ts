import { describe, expect, it } from 'vitest';

import { instantOfViennaDigits, viennaDigitsInBrowserZone } from './viennaWallTime';

/** The digits a date shows in the browser's (the test process's) zone. */
const digits = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()];

describe('planning in Vienna’s time from any browser zone', () => {
  it('reads a picked 30.11.2026, 10:00 as 10:00 in Vienna (CET, UTC+1)', () => {
    expect(instantOfViennaDigits(new Date(2026, 10, 30, 10, 0)).toISOString()).toBe('2026-11-30T09:00:00.000Z');
  });

  it('reads a summer time as CEST (UTC+2)', () => {
    expect(instantOfViennaDigits(new Date(2027, 6, 1, 8, 15)).toISOString()).toBe('2027-07-01T06:15:00.000Z');
  });

  it('shows an instant with Vienna’s digits, and back again', () => {
    const instant = new Date('2026-12-24T16:30:00.000Z');
    const shown = viennaDigitsInBrowserZone(instant);
    expect(digits(shown)).toEqual([2026, 12, 24, 17, 30]);
    expect(instantOfViennaDigits(shown).toISOString()).toBe(instant.toISOString());
  });

  it('moves a time the spring change skips an hour on, and keeps the autumn change’s first 02:30', () => {
    // 28.03.2027: clocks go from 02:00 to 03:00, so 02:30 does not exist.
    expect(instantOfViennaDigits(new Date(2027, 2, 28, 2, 30)).toISOString()).toBe('2027-03-28T01:30:00.000Z');
    // 31.10.2027: 02:30 happens twice; the first (still CEST) is meant.
    expect(instantOfViennaDigits(new Date(2027, 9, 31, 2, 30)).toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';

import { GERMAN_MONTHS, formatGermanDate, isoDate } from './dates';

describe('formatGermanDate', () => {
  it('names the months from Jänner to Dezember', () => {
    expect(GERMAN_MONTHS[0]).toBe('Jänner');
    expect(GERMAN_MONTHS[11]).toBe('Dezember');
    const formatted = GERMAN_MONTHS.map((_, month) => formatGermanDate(new Date(Date.UTC(2026, month, 15, 12))));
    expect(formatted).toEqual(GERMAN_MONTHS.map((name) => `15. ${name} 2026`));
  });

  it('writes the day without a leading zero', () => {
    expect(formatGermanDate('2026-07-08T10:00:00.000Z')).toBe('8. Juli 2026');
  });

  it('uses Vienna time, so a late-evening UTC time is already the next day', () => {
    expect(formatGermanDate('2026-12-31T23:30:00.000Z')).toBe('1. Jänner 2027');
    expect(isoDate('2026-12-31T23:30:00.000Z')).toBe('2027-01-01');
  });

  it('gives null for a missing or unreadable date', () => {
    expect(formatGermanDate(null)).toBeNull();
    expect(formatGermanDate('kein Datum')).toBeNull();
  });
});

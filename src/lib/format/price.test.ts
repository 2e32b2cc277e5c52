import { describe, expect, it } from 'vitest';

import { DEFAULT_CURRENCY, DEFAULT_TIME_VALUE, formatAmount, formatPrice } from './price';

const nbsp = '\u00a0';

describe('price formatting (de-AT)', () => {
  it('formats 1234.5 in euro with grouping and exactly two decimals', () => {
    expect(formatPrice(1234.5)).toBe(`€${nbsp}1.234,50`);
  });

  it.each([
    [0, '0,00'],
    [9.9, '9,90'],
    [49, '49,00'],
    [1234.567, '1.234,57'],
    [1000000, '1.000.000,00'],
    [-12.5, '-12,50'],
  ])('writes %d as %s', (value, amount) => {
    expect(formatAmount(value)).toBe(amount);
  });

  it('takes another currency sign', () => {
    expect(formatPrice(89, 'CHF')).toBe(`CHF${nbsp}89,00`);
  });

  it('defaults to euro per year', () => {
    expect(DEFAULT_CURRENCY).toBe('€');
    expect(DEFAULT_TIME_VALUE).toBe('Jahr');
  });

  it('refuses what is not a number', () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

/** Spec 3 and 9: prices default to euro and a year, with exactly two decimals in de-AT style. */
export const DEFAULT_CURRENCY = '€';
export const DEFAULT_TIME_VALUE = 'Jahr';

// The currency pattern of de-AT: "€ 1.234,50". Its digits are reused for any currency sign.
const euro = new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The amount alone, "1.234,50", grouped and with exactly two decimals. */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`A price must be a finite number, not ${value}`);
  return euro
    .formatToParts(value)
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
}

/** "€ 1.234,50" (de-AT puts the sign first); any other sign takes the euro's place. */
export function formatPrice(value: number, currency: string = DEFAULT_CURRENCY): string {
  return `${currency}\u00a0${formatAmount(value)}`;
}

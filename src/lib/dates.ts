/** Spec 9: German month names from Jänner to Dezember (Austrian "Jänner", not "Januar"). */
export const GERMAN_MONTHS = [
  'Jänner',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

/**
 * Each formatter is made once, on first use: making one costs more than using it, and the first
 * with a time zone about 60 ms on a phone (4x CPU) as the browser loads its zone data. Made when
 * the module loads, that was a long task on every page whose client code merely includes a date.
 */
let viennaPartsFormat: Intl.DateTimeFormat | undefined;
const viennaParts = () => (viennaPartsFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Vienna', day: 'numeric', month: 'numeric', year: 'numeric' }));

/** "3. Jänner 2026", in Vienna's time zone; null for a missing or unreadable date. */
export function formatGermanDate(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(viennaParts().formatToParts(date).map((part) => [part.type, part.value]));
  const month = GERMAN_MONTHS[Number(parts.month) - 1];
  return month ? `${Number(parts.day)}. ${month} ${parts.year}` : null;
}

/** Sweden writes dates as YYYY-MM-DD. */
let viennaIsoDateFormat: Intl.DateTimeFormat | undefined;
const viennaIsoDate = () => (viennaIsoDateFormat ??= new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vienna' }));

/** The machine-readable date for a <time dateTime> attribute (YYYY-MM-DD in Vienna). */
export function isoDate(value: string | Date): string {
  return viennaIsoDate().format(value instanceof Date ? value : new Date(value));
}

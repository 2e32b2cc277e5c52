/**
 * Editors plan in Vienna's time whatever their browser's zone, while the date picker shows and
 * returns dates in the browser's zone. These move a wall-clock reading between the two: the
 * picker shows Vienna's digits, and what an editor picks means that time in Vienna.
 */
const VIENNA = 'Europe/Vienna';

const viennaFields = new Intl.DateTimeFormat('en-US', {
  timeZone: VIENNA,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Vienna's wall clock at `instant`, as if it were UTC (milliseconds). */
function viennaClockAsUtc(instant: number): number {
  const parts = Object.fromEntries(viennaFields.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, new Date(instant).getUTCMilliseconds());
}

/** A date whose browser-zone digits read as Vienna's at `instant` (what the picker shows). */
export function viennaDigitsInBrowserZone(instant: Date): Date {
  const clock = new Date(viennaClockAsUtc(instant.getTime()));
  return new Date(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate(), clock.getUTCHours(), clock.getUTCMinutes(), clock.getUTCSeconds(), clock.getUTCMilliseconds());
}

const HOUR = 3_600_000;

/**
 * The instant at which Vienna's clock shows the digits `picked` shows in the browser's zone.
 * Of the autumn change's two 02:30 the first is meant; a time the spring change skips (02:30 on
 * the last Sunday of March) is read with winter time's offset, which is 03:30 summer time.
 */
export function instantOfViennaDigits(picked: Date): Date {
  const wanted = Date.UTC(picked.getFullYear(), picked.getMonth(), picked.getDate(), picked.getHours(), picked.getMinutes(), picked.getSeconds(), picked.getMilliseconds());
  // Vienna is UTC+2 in summer, UTC+1 in winter: the earlier instant first.
  const instant = [2 * HOUR, HOUR].map((offset) => wanted - offset).find((candidate) => viennaClockAsUtc(candidate) === wanted);
  return new Date(instant ?? wanted - HOUR);
}

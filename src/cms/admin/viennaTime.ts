/** A moment as the admin shows it: weekday, date and time in Vienna ("Fr., 27.11.2026, 19:40"). */
export const viennaTime = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

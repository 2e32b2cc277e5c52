import type { DateField } from 'payload';

type DatePickerAdmin = NonNullable<NonNullable<DateField['admin']>['date']>;

/**
 * The date picker's own words (react-datepicker's props), which Payload's German translation
 * does not cover: its time column was captioned "Time", its buttons "Next Month".
 */
export const GERMAN_PICKER_TEXTS = {
  timeCaption: 'Uhrzeit',
  timeInputLabel: 'Uhrzeit',
  previousMonthAriaLabel: 'Vorheriger Monat',
  previousMonthButtonLabel: 'Vorheriger Monat',
  nextMonthAriaLabel: 'Nächster Monat',
  nextMonthButtonLabel: 'Nächster Monat',
  previousYearAriaLabel: 'Vorheriges Jahr',
  previousYearButtonLabel: 'Vorheriges Jahr',
  nextYearAriaLabel: 'Nächstes Jahr',
  nextYearButtonLabel: 'Nächstes Jahr',
  chooseDayAriaLabelPrefix: 'Auswählen:',
  disabledDayAriaLabelPrefix: 'Nicht verfügbar:',
  weekAriaLabelPrefix: 'Woche',
  monthAriaLabelPrefix: 'Monat',
} satisfies DatePickerAdmin['overrides'];

/**
 * What an editor may type for a date and time: shown as the first, read in any of them
 * ("30.11.2026, 10:00", "30.11.2026 10:00", "1.12.2026 9:30").
 */
export const GERMAN_DATE_TIME_FORMATS = ['dd.MM.yyyy, HH:mm', 'dd.MM.yyyy HH:mm', 'd.M.yyyy, H:mm', 'd.M.yyyy H:mm'];

/** A date field's picker as Austrians write dates: "27.11.2026", with the time "27.11.2026, 19:40" (24 hours, quarter hours offered). */
export function germanDatePicker(appearance: 'dayOnly' | 'dayAndTime'): DatePickerAdmin {
  return appearance === 'dayOnly'
    ? { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy', overrides: GERMAN_PICKER_TEXTS }
    : {
        pickerAppearance: 'dayAndTime',
        displayFormat: 'dd.MM.yyyy, HH:mm',
        timeFormat: 'HH:mm',
        timeIntervals: 15,
        overrides: { ...GERMAN_PICKER_TEXTS, dateFormat: GERMAN_DATE_TIME_FORMATS },
      };
}

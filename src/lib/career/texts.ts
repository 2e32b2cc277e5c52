/** What the career portal's link pages say, shared by the server-rendered page and its button. */
export const LINK_TEXTS = {
  invalid: 'Dieser Link ist ungültig oder nicht mehr gültig.',
  invalidHelp:
    'Bitte verwenden Sie den Link aus Ihrer letzten E-Mail. Nicht bestätigte und abbestellte Job-Alarme löschen wir nach 30 Tagen.',
  unsubscribe: {
    title: 'Job-Alarm abbestellen',
    button: 'Job-Alarm abbestellen',
    working: 'Job-Alarm wird abbestellt …',
    done: 'Ihr Job-Alarm ist abbestellt. Sie erhalten dazu keine E-Mails mehr.',
  },
  confirm: {
    title: 'Job-Alarm bestätigen',
    button: 'Job-Alarm bestätigen',
    working: 'Job-Alarm wird bestätigt …',
    done: 'Ihr Job-Alarm ist aktiv. Wir schreiben Ihnen, sobald eine passende Stelle frei wird.',
    unsubscribed: 'Dieser Job-Alarm wurde bereits abbestellt. Richten Sie bei Bedarf einfach einen neuen ein.',
  },
} as const;

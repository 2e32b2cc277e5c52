import { type MailMessage, escapeHtml, html } from '../email/layout';
import { AUSTRIAN_STATES, EMPLOYMENT_TYPES, JOB_FIELDS, type JobAlertCriteria, describeChoice } from '@/lib/career/options';

export function describeCriteria({ states, fields }: JobAlertCriteria): { states: string; fields: string } {
  return {
    states: describeChoice(AUSTRIAN_STATES, states, 'alle Bundesländer'),
    fields: describeChoice(JOB_FIELDS, fields, 'alle Berufsfelder'),
  };
}

export function confirmationMail(to: string, criteria: JobAlertCriteria, confirmUrl: string, siteName: string): MailMessage {
  const { states, fields } = describeCriteria(criteria);
  const intro = `Sie möchten per E-Mail erfahren, wenn beim ${siteName} eine passende Stelle frei wird: ${states}, ${fields}.`;
  const ask = 'Bitte bestätigen Sie Ihren Job-Alarm. Erst dann schicken wir Ihnen Stellenangebote.';
  const ignore = 'Falls Sie das nicht waren, ignorieren Sie diese E-Mail einfach: ohne Bestätigung erhalten Sie nichts, und wir löschen Ihre Adresse nach 30 Tagen.';
  return {
    to,
    subject: 'Bitte bestätigen Sie Ihren Job-Alarm',
    text: ['Guten Tag,', intro, ask, `Job-Alarm bestätigen: ${confirmUrl}`, ignore].join('\n\n') + '\n',
    html: html(['Guten Tag,', escapeHtml(intro), escapeHtml(ask)], { label: 'Job-Alarm bestätigen', href: confirmUrl }, [escapeHtml(ignore)]),
  };
}

export interface PostingForMail {
  title: string;
  location: string;
  state: keyof typeof AUSTRIAN_STATES;
  field: keyof typeof JOB_FIELDS;
  employmentType: keyof typeof EMPLOYMENT_TYPES;
  leadText: string;
  url: string;
}

/**
 * The mail about a new posting. It carries its own unsubscribe link, and the headers mail
 * programs turn into an "Abbestellen" button that unsubscribes with one POST (RFC 8058).
 */
export function alertMail(to: string, criteria: JobAlertCriteria, posting: PostingForMail, unsubscribeUrl: string, siteName: string): MailMessage {
  const { states, fields } = describeCriteria(criteria);
  const facts = `${posting.location} (${AUSTRIAN_STATES[posting.state]}) · ${EMPLOYMENT_TYPES[posting.employmentType]} · ${JOB_FIELDS[posting.field]}`;
  const why = `Sie erhalten diese E-Mail, weil Sie beim ${siteName} einen Job-Alarm für ${states}, ${fields} bestätigt haben.`;
  return {
    to,
    subject: `Neue Stelle: ${posting.title}`,
    text:
      [
        'Guten Tag,',
        'zu Ihrem Job-Alarm gibt es eine neue Stelle:',
        `${posting.title}\n${facts}\n\n${posting.leadText}`,
        `Zur Stelle: ${posting.url}`,
        `${why}\nJob-Alarm abbestellen: ${unsubscribeUrl}`,
      ].join('\n\n') + '\n',
    html: html(
      [
        'Guten Tag,',
        'zu Ihrem Job-Alarm gibt es eine neue Stelle:',
        `<strong style="font-size:18px">${escapeHtml(posting.title)}</strong><br>${escapeHtml(facts)}`,
        escapeHtml(posting.leadText),
      ],
      { label: 'Zur Stelle', href: posting.url },
      [escapeHtml(why), `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#0d3b66">Job-Alarm abbestellen</a>`],
    ),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

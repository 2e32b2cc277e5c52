import { describe, expect, it } from 'vitest';

import { alertMail, confirmationMail } from './mails';

const unsubscribe = 'https://www.mobilclub.example/karriere-portal/unsubscribe/tok';

describe('job-alert mails', () => {
  it('ask for confirmation with the link and the criteria in words', () => {
    const mail = confirmationMail('anna@example.at', { states: ['tirol'], fields: [] }, 'https://www.mobilclub.example/karriere-portal/bestaetigen/tok', 'Mobilclub');
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihren Job-Alarm');
    expect(mail.text).toContain('Tirol, alle Berufsfelder');
    expect(mail.text).toContain('Job-Alarm bestätigen: https://www.mobilclub.example/karriere-portal/bestaetigen/tok');
    expect(mail.headers).toBeUndefined();
  });

  it('announce a posting with the unsubscribe link and the one-click headers (RFC 8058)', () => {
    const posting = {
      title: 'Pannenfahrer:in <Wien>',
      location: 'Wien',
      state: 'wien',
      field: 'pannenhilfe',
      employmentType: 'vollzeit',
      leadText: 'Helfen & fahren.',
      url: 'https://www.mobilclub.example/karriere/pannenfahrer-10101',
    } as const;
    const mail = alertMail('anna@example.at', { states: [], fields: ['pannenhilfe'] }, posting, unsubscribe, 'Mobilclub');
    expect(mail.subject).toBe('Neue Stelle: Pannenfahrer:in <Wien>');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.text).toContain(`Job-Alarm abbestellen: ${unsubscribe}`);
    expect(mail.text).toContain('Wien (Wien) · Vollzeit · Pannenhilfe und Technik');
    // Editors' text is escaped in the HTML part.
    expect(mail.html).toContain('Pannenfahrer:in &lt;Wien&gt;');
    expect(mail.html).toContain('Helfen &amp; fahren.');
    expect(mail.html).toContain(`href="${unsubscribe}"`);
  });
});

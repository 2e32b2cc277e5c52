import { describe, expect, it } from 'vitest';

import { publishedMail, returnedMail, submittedMail } from './mails';

const context = {
  title: 'Neue Regeln für E-Scooter',
  adminUrl: 'https://www.mobilclub.example/admin/collections/articles/7',
  siteName: 'Mobilclub',
};

describe('review mails', () => {
  it('tell reviewers who submitted what, with the note and the link to the draft', () => {
    const mail = submittedMail('verkehr@mobilclub.example', { note: 'Bitte die Zahlen <prüfen>.' }, 'Demo Autor', context);
    expect(mail.subject).toBe('Zur Freigabe: „Neue Regeln für E-Scooter“');
    expect(mail.text).toContain('Demo Autor hat „Neue Regeln für E-Scooter“ zur Freigabe eingereicht.');
    expect(mail.text).toContain('Hinweis: Bitte die Zahlen <prüfen>.');
    expect(mail.text).toContain('Entwurf prüfen: https://www.mobilclub.example/admin/collections/articles/7');
    // The note is the author's text: escaped in the HTML part.
    expect(mail.html).toContain('Bitte die Zahlen &lt;prüfen&gt;.');
    expect(mail.html).not.toContain('<prüfen>');
  });

  it('give the submitter the reviewer’s comment, or the news that it is live', () => {
    const returned = returnedMail('autor@mobilclub.example', { comment: 'Die Strafe beträgt 50 Euro.' }, 'Demo Redaktion Verkehr', context);
    expect(returned.subject).toBe('Zurückgegeben: „Neue Regeln für E-Scooter“');
    expect(returned.text).toContain('Die Strafe beträgt 50 Euro.');
    const published = publishedMail('autor@mobilclub.example', 'Demo Redaktion Verkehr', context);
    expect(published.text).toContain('Demo Redaktion Verkehr hat Ihren Entwurf „Neue Regeln für E-Scooter“ freigegeben und veröffentlicht.');
  });
});

import { initI18n } from '@payloadcms/translations';
import { describe, expect, it } from 'vitest';

import { type Texts, flatTexts as flat } from '../support/flatTexts';

/** "du" and its forms, and the imperatives Payload's German addresses an editor with ("Bitte gib …", "Gib einen Wert ein"). */
const INFORMAL = /\b(du|dir|dich|dein|deine[mnrs]?)\b|(^|[.:!?]\s|\bbitte\s|\boder\s|,\s)(gib|klicke|wähle|überprüfe|prüfe|versuche|gehe|ändere|speichere|verwerfe|kopiere|ignoriere|ziehe|setze|erstelle|verifiziere)\b/i;

// Here and not in the inner loop: it builds the whole CMS config (its plugins add texts), some 13 s.
describe('the admin’s German', () => {
  it('says "Sie" to the editor in every text, Payload’s and its plugins’ included', async () => {
    const config = await (await import('@/cms/payload.config')).default;
    const i18n = await initI18n({ config: config.i18n, context: 'client', language: 'de' });
    const informal = [...flat(i18n.translations as unknown as Texts)].filter(([, text]) => INFORMAL.test(text));
    expect(informal.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  }, 60_000);
});

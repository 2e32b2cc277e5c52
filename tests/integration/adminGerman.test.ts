import { initI18n } from '@payloadcms/translations';
import { describe, expect, it } from 'vitest';

type Texts = { [key: string]: string | Texts };

function flat(texts: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}:${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flat(value, path)) out.set(inner, text);
  }
  return out;
}

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

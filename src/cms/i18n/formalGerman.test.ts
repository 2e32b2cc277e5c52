import { initI18n } from '@payloadcms/translations';
import { de } from '@payloadcms/translations/languages/de';
import { describe, expect, it } from 'vitest';

import { formalGerman } from './formalGerman';

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

const placeholders = (text: string) => [...text.matchAll(/\{\{\w+\}\}|<\/?\d+>|<a [^>]*>|<br>/g)].map(([match]) => match).sort();

describe('the admin’s German', () => {
  it('says "Sie" to the editor in every text, Payload’s included', async () => {
    const config = await (await import('@/cms/payload.config')).default;
    const i18n = await initI18n({ config: config.i18n, context: 'client', language: 'de' });
    const informal = [...flat(i18n.translations as unknown as Texts)].filter(([, text]) => INFORMAL.test(text));
    expect(informal.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  }, 60_000);

  it('keeps each text’s placeholders and markup', () => {
    const payloads = flat(de.translations as unknown as Texts);
    for (const [key, text] of flat(formalGerman as unknown as Texts)) {
      expect(payloads.has(key), `Payload has no text ${key}`).toBe(true);
      expect(placeholders(text), key).toEqual(placeholders(payloads.get(key) ?? ''));
    }
  });
});

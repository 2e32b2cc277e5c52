import { de } from '@payloadcms/translations/languages/de';
import { describe, expect, it } from 'vitest';

import { type Texts, flatTexts as flat } from '../../../tests/support/flatTexts';

import { formalGerman } from './formalGerman';

const placeholders = (text: string) => [...text.matchAll(/\{\{\w+\}\}|<\/?\d+>|<a [^>]*>|<br>/g)].map(([match]) => match).sort();

// That every text says "Sie": tests/integration/adminGerman.test.ts (it builds the whole CMS config).
describe('the admin’s German', () => {
  it('keeps each text’s placeholders and markup', () => {
    const payloads = flat(de.translations as unknown as Texts);
    for (const [key, text] of flat(formalGerman as unknown as Texts)) {
      expect(payloads.has(key), `Payload has no text ${key}`).toBe(true);
      expect(placeholders(text), key).toEqual(placeholders(payloads.get(key) ?? ''));
    }
  });
});

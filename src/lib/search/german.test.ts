import { describe, expect, it } from 'vitest';

import { foldGerman, queryWords, stemOf, typoStems } from './german';

describe('German search text', () => {
  it('folds case, umlauts, ß and accents so spellings meet', () => {
    expect(foldGerman('MAUT')).toBe(foldGerman('Maut'));
    expect(foldGerman('März')).toBe(foldGerman('Maerz'));
    expect(foldGerman('Straße')).toBe(foldGerman('Strasse'));
    expect(foldGerman('Café')).toBe('cafe');
  });

  it('gives inflected forms one stem', () => {
    expect(stemOf('Reifens')).toBe(stemOf('Reifen'));
    expect(stemOf('Vignetten')).toBe(stemOf('Vignette'));
    expect(stemOf('A1')).toBe('a1');
  });

  it('gives plurals in -s and the plurals of words in -ee the singular’s stem', () => {
    const pairs = [
      ['Auto', 'Autos'],
      ['Handy', 'Handys'],
      ['Tipp', 'Tipps'],
      ['LKW', 'LKWs'],
      ['SUV', 'SUVs'],
      ['Navi', 'Navis'],
      ['Kamera', 'Kameras'],
      ['See', 'Seen'],
      ['Schnee', 'Schnees'],
    ] as const;
    for (const [singular, plural] of pairs) expect(stemOf(plural), plural).toBe(stemOf(singular));
  });

  it('keeps the s of words that have it in every form', () => {
    for (const [word, other] of [
      ['Ausweis', 'Ausweise'],
      ['Ergebnis', 'Ergebnisse'],
      ['Preis', 'Preise'],
      ['Glas', 'Glases'],
    ] as const)
      expect(stemOf(word), word).toBe(stemOf(other));
    expect(stemOf('Eis')).toBe('eis');
    expect(stemOf('Haus')).toBe('haus');
  });

  it('leaves stop words out of queries and keeps each word once', () => {
    expect(queryWords('Die Vignette und die Vignetten in Italien').map((word) => word.stem)).toEqual(['vignett', 'itali']);
    expect(queryWords('und oder die')).toEqual([]);
  });

  it('knows the words one letter away from a word of five letters or more', () => {
    expect(typoStems('vingette')).toContain(stemOf('Vignette'));
    expect(typoStems('vignete')).toContain(stemOf('Vignette'));
    expect(typoStems('vignettte')).toContain(stemOf('Vignette'));
    expect(typoStems('maut')).toEqual([]);
  });
});

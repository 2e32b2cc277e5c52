import { describe, expect, it } from 'vitest';

import { compoundParts, foldGerman, indexedText, matchesQuery, queryWords, stemOf, typoStems } from './german';

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

  it('indexes the tails of long compounds, so their last word finds them', () => {
    expect(compoundParts(foldGerman('Winterreifen'))).toContain(stemOf('Reifen'));
    expect(compoundParts(foldGerman('Autobahn'))).toContain(stemOf('Bahn'));
    expect(compoundParts(foldGerman('Reisen'))).toEqual([]);
    expect(indexedText('Die Winterreifen und der Reifens').stems.split(' ')).toEqual(['winterreif', 'reif']);
  });

  it('indexes their beginnings too, so their first word finds them, but not a middle one', () => {
    expect(compoundParts(foldGerman('Mautstelle'))).toContain(stemOf('Maut'));
    expect(compoundParts(foldGerman('Vignettenpflicht'))).toContain(stemOf('Vignetten'));
    expect(compoundParts(foldGerman('Panoramastraße'))).toContain(stemOf('Panorama'));
    expect(compoundParts(foldGerman('Winterreifenpflicht'))).toContain(stemOf('Winterreifen'));
    // Three letters are no part (`Autobahn` is not found by `Aut`), and no middle element is one.
    expect(compoundParts(foldGerman('Autobahn'))).not.toContain('aut');
    expect(compoundParts(foldGerman('Ganzjahresreifenwechsel'))).not.toContain(stemOf('Jahres'));
    expect(indexedText('Mautstelle').parts.split(' ')).toContain(stemOf('Maut'));
    // A beginning ends where a part of four letters or more follows, not an inflection's ending:
    // the plural `Vignetten` gives no `vignet`, the stem of the typo `Vignete`.
    expect(compoundParts(foldGerman('Vignetten'))).not.toContain(stemOf('Vignete'));
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

  it('tells which written words a query found, compounds included', () => {
    const stems = new Set([stemOf('Reifen')]);
    expect(matchesQuery('Winterreifen', stems)).toBe(true);
    expect(matchesQuery('REIFENS', stems)).toBe(true);
    expect(matchesQuery('Reise', stems)).toBe(false);
    expect(matchesQuery('Mautstelle', new Set([stemOf('Maut')]))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';

import { stemOf } from './german';
import { compoundParts, compoundReadings, indexedText, matchesQuery } from './wordForms';

describe('Word forms of the search index', () => {
  it('indexes the tails of long compounds, so their last word finds them', () => {
    expect(compoundParts('Winterreifen')).toContain(stemOf('Reifen'));
    expect(compoundParts('Ganzjahresreifen')).toContain(stemOf('Reifen'));
    expect(compoundParts('Autobahn')).toContain(stemOf('Bahn'));
    expect(compoundParts('Grenzübergang')).toContain(stemOf('Übergang'));
    expect(compoundParts('Reisen')).toEqual([]);
    expect(indexedText('Die Winterreifen und der Reifens').stems.split(' ')).toEqual(['winterreif', 'reif']);
  });

  it('indexes their beginnings too, so their first word finds them, but not a middle one', () => {
    expect(compoundParts('Mautstelle')).toContain(stemOf('Maut'));
    expect(compoundParts('Vignettenpflicht')).toContain(stemOf('Vignetten'));
    expect(compoundParts('Panoramastraße')).toContain(stemOf('Panorama'));
    expect(compoundParts('Winterreifenpflicht')).toContain(stemOf('Winterreifen'));
    expect(compoundParts('Staubsauger')).toContain(stemOf('Staub'));
    // Three letters are no part (`Autobahn` is not found by `Aut`), and no middle element is one.
    expect(compoundParts('Autobahn')).not.toContain('aut');
    expect(compoundParts('Ganzjahresreifenwechsel')).not.toContain(stemOf('Jahres'));
    expect(indexedText('Mautstelle').parts.split(' ')).toContain(stemOf('Maut'));
    // A beginning ends where a part of four letters or more follows, not an inflection's ending:
    // the plural `Vignetten` gives no `vignet`, the stem of the typo `Vignete`.
    expect(compoundParts('Vignetten')).not.toContain(stemOf('Vignete'));
  });

  it('splits a compound only where a syllable ends, so a word inside a syllable is no part', () => {
    // Fahr|strei|fen: no `reifen`; Staub|sauger: no `stau`; Na|tio|nal|park: `park` is one.
    expect(compoundParts('Fahrstreifen')).not.toContain(stemOf('Reifen'));
    expect(compoundParts('Fahrstreifen')).toContain(stemOf('Streifen'));
    expect(compoundParts('Staubsauger')).not.toContain(stemOf('Stau'));
    expect(compoundParts('Nationalpark')).toContain(stemOf('Park'));
    expect(matchesQuery('Fahrstreifen', new Set([stemOf('Reifen')]))).toBe(false);
    expect(matchesQuery('STAUBSAUGER', new Set([stemOf('Stau')]))).toBe(false);
  });

  it("takes a noun's last syllable of three letters for a part only where it can be a noun", () => {
    expect(compoundParts('Wörthersee')).toContain(stemOf('See'));
    expect(compoundParts('Glatteis')).toContain(stemOf('Eis'));
    expect(compoundParts('Motorrad')).toContain(stemOf('Rad'));
    expect(compoundParts('Bremsweg')).toContain(stemOf('Weg'));
    // Not an inflection's syllable, nor a suffix, nor the end of an adjective or a verb.
    expect(compoundParts('Gebühren').filter((part) => part.length === 3)).toEqual([]);
    expect(compoundParts('Kilometer').filter((part) => part.length === 3)).toEqual([]);
    expect(compoundParts('Batterie').filter((part) => part.length === 3)).toEqual([]);
    expect(compoundParts('Instruktor')).not.toContain('tor');
    expect(compoundParts('erreichbar')).not.toContain('bar');
    expect(compoundParts('Gleichzeitig')).not.toContain('tig');
    expect(compoundParts('Bedeutet')).not.toContain('tet');
    expect(compoundParts('Tempolimit')).not.toContain('mit');
    expect(compoundParts('Tempolimit')).toContain(stemOf('Limit'));
    expect(matchesQuery('Glatteis', new Set([stemOf('Eis')]))).toBe(true);
    expect(matchesQuery('Wörthersee', new Set([stemOf('See')]))).toBe(true);
  });

  it('tells which written words a query found, compounds included', () => {
    const stems = new Set([stemOf('Reifen')]);
    expect(matchesQuery('Winterreifen', stems)).toBe(true);
    expect(matchesQuery('REIFENS', stems)).toBe(true);
    expect(matchesQuery('Reise', stems)).toBe(false);
    expect(matchesQuery('Mautstelle', new Set([stemOf('Maut')]))).toBe(true);
    expect(matchesQuery('Staumauer', new Set([stemOf('Stau')]))).toBe(true);
  });

  it('reads a query’s long word as two words where syllables end, for the index to tell which it has', () => {
    expect(compoundReadings('Reifenwechsel')).toEqual([[stemOf('Reifen'), stemOf('Wechsel')]]);
    expect(compoundReadings('Autobahnvignette')).toContainEqual([stemOf('Autobahn'), stemOf('Vignette')]);
    expect(compoundReadings('Kindersitzpflicht')).toContainEqual([stemOf('Kindersitz'), stemOf('Pflicht')]);
    // A linking s goes with the first word; a last word of three letters where it may be a noun.
    expect(compoundReadings('Verkehrsregeln')).toContainEqual([stemOf('Verkehr'), stemOf('Regeln')]);
    expect(compoundReadings('Winterglatteis')).toContainEqual([stemOf('Winterglatt'), stemOf('Eis')]);
    // Never inside a syllable, never a piece of fewer than four letters but such a last word.
    expect(compoundReadings('Fahrstreifen')).not.toContainEqual([stemOf('Fahrst'), stemOf('Reifen')]);
    expect(compoundReadings('Autobahn')).toEqual([[stemOf('Auto'), stemOf('Bahn')]]);
    expect(compoundReadings('Vignette')).toEqual([]);
    expect(compoundReadings('Reisen')).toEqual([]);
  });
});

import createHyphenator, { type HyphenationFunctionSync } from 'hyphen';
import germanSyllables from 'hyphen/patterns/de-1996.js';

import { foldGerman, STOP_WORDS, stemFolded, wordsOf } from './german';

/**
 * The forms a written word is indexed and highlighted under: its stem, and the stems of the
 * words a compound is made of. German puts the head of a compound last (`Winterreifen` is a
 * kind of `Reifen`), so a long word yields its tails, which a query for the head finds; and its
 * first element names what it is about (`Mautstelle`, `Panoramastraße`, `Vignettenpflicht`),
 * so it yields its beginnings too. A middle element is not found.
 *
 * A compound is split only where a syllable ends, as TeX's German hyphenation patterns (1996
 * spelling) find them. Split anywhere, `Fahrstreifen` gave `reifen` (`Fahrst|reifen`) and
 * `Staubsauger` gave `stau`: a search for `Reifen` found the article about the emergency
 * corridor and marked "Fahrstreifen" in it. `Fahr|strei|fen` and `Staub|sauger` have no
 * such parts, and a compound's own seams are syllable ends (`Win|ter|rei|fen`).
 *
 * A head of three letters is a part only where it can be a noun of its own: at the end of a
 * noun (written with a capital), not an inflection's syllable (`Gebüh|ren`, `Kilome|ter`) nor a
 * suffix (`Instruk|tor`, `erreich|bar`). So `See` finds `Wörthersee`, `Eis` finds `Glatteis`,
 * `Rad` finds `Motorrad` and `Weg` finds `Bremsweg`.
 */

/** Shorter words are not split into parts; shorter tails and beginnings are no parts. */
const MIN_COMPOUND_LENGTH = 8;
const MIN_PART_LENGTH = 4;
/** A compound's first element has at least this many letters (`Autobahn` → `bahn`). */
const MIN_HEAD_OFFSET = 3;
/** The shortest head: `See`, `Eis`, `Rad`, `Weg`, `Ort`, `Tal`, `Bus`, `Zug`. */
const MIN_HEAD_LENGTH = 3;
/**
 * Last syllables that end as inflections and adjectives do (`-ren`, `-ter`, `-des`, `-tet`,
 * `-tig`, `-che`, `-rie`), but `See`. A noun is written with a capital at a sentence's start too.
 */
const INFLECTION_SYLLABLE = /(?:e[nrsmlt]|ig|[^e]e)$/;
/** Suffixes that are words too: `Tor` is not what `Instruktor` is about, nor `Bar` `erreichbar`. */
const SUFFIX_SYLLABLES = new Set(['tor', 'bar', 'los', 'sam', 'tum', 'ung', 'rin', 'nik', 'tik', 'mus', 'ion']);

/** Whether the last syllable of three letters of a word may be a noun it is compounded with. */
function isShortHead(tail: string, word: string): boolean {
  const initial = word.charAt(0);
  // A stop word (`Tempoli|mit`) is no query's word.
  return initial !== initial.toLocaleLowerCase('de') && !INFLECTION_SYLLABLE.test(tail) && !SUFFIX_SYLLABLES.has(tail) && !STOP_WORDS.has(tail);
}

/** What the hyphenation puts between syllables (a soft hyphen: no letter of a word). */
const SYLLABLE_BREAK = '\u00ad';
// Without `async` the factory gives the synchronous function; its types do not tell the two apart.
const hyphenate = createHyphenator(germanSyllables, { hyphenChar: SYLLABLE_BREAK, html: false }) as HyphenationFunctionSync;

/** Where the syllables of a word end (but the last), as offsets into the word folded. */
function syllableEnds(word: string): number[] {
  const syllables = hyphenate(word.toLocaleLowerCase('de')).split(SYLLABLE_BREAK);
  const ends: number[] = [];
  let end = 0;
  // Folding is letter by letter (`ü` → `ue`), so the folded syllables make the folded word.
  for (const syllable of syllables.slice(0, -1)) {
    end += foldGerman(syllable).length;
    ends.push(end);
  }
  return ends;
}

/**
 * The tails and beginnings of a long word that may be the words it is compounded of (stemmed):
 * `Mautstelle` gives `stell` and `maut`, each of which a query finds it by.
 */
export function compoundParts(word: string): string[] {
  const folded = foldGerman(word);
  if (folded.length < MIN_COMPOUND_LENGTH || /\d/.test(folded)) return [];
  const parts = new Set<string>();
  const ends = syllableEnds(word);
  for (const end of ends) {
    const rest = folded.length - end;
    if (end >= MIN_HEAD_OFFSET && rest >= MIN_PART_LENGTH) parts.add(stemFolded(folded.slice(end)));
    // A beginning is followed by a part of its own (`Maut` + `stelle`), not by an inflection's
    // ending: `Vignetten` gives no `vignet`, a stem of no word, which only a typo would ask for.
    if (end >= MIN_PART_LENGTH && rest >= MIN_PART_LENGTH) parts.add(stemFolded(folded.slice(0, end)));
  }
  const found = [...parts].filter((part) => part.length >= MIN_PART_LENGTH);
  // The last syllable, where it is a head of three letters (`Glatt|eis`).
  const lastEnd = ends.at(-1);
  if (lastEnd !== undefined && lastEnd >= MIN_HEAD_OFFSET && folded.length - lastEnd === MIN_HEAD_LENGTH) {
    const tail = folded.slice(lastEnd);
    if (isShortHead(tail, word)) found.push(stemFolded(tail));
  }
  return found;
}

/**
 * The ways a query's long word can be read as a compound of two words, each reading the stems of
 * its two pieces: `Reifenwechsel` is `reif` + `wechsel`, `Kindersitzpflicht` `kind` +
 * `sitzpflicht` or `kindersitz` + `pflicht` (one piece may be a compound itself). As in the index,
 * a piece ends where a syllable ends and has at least four letters; the last may have three where
 * it can be a noun (`Glatt|eis`). A linking `s` stays with the first piece, which its stem drops
 * (`Verkehrs|regeln` → `verkehr`). Read as up to four pieces, `Straßenbahnhaltestelle` stood for
 * every page with `Straße`, `Bahn`, `halten` or `Stelle`.
 * Which reading holds is for the index to say (which words it has): src/cms/search/query.ts.
 */
export function compoundReadings(word: string): Array<[string, string]> {
  const folded = foldGerman(word);
  if (folded.length < MIN_COMPOUND_LENGTH || /\d/.test(folded)) return [];
  return syllableEnds(word).flatMap((end): Array<[string, string]> => {
    const [first, last] = [folded.slice(0, end), folded.slice(end)];
    const lastIsPiece = last.length >= MIN_PART_LENGTH || (last.length === MIN_HEAD_LENGTH && isShortHead(last, word));
    return first.length >= MIN_PART_LENGTH && lastIsPiece ? [[stemFolded(first), stemFolded(last)]] : [];
  });
}

/** A word as written, folded, its stem and the stems of its compound parts. */
interface WordForms {
  folded: string;
  stem: string;
  parts: readonly string[];
}

/**
 * Past this many words the memory of {@link formsOf} starts again (a few MB). It holds words of
 * published texts, not of queries, and a site's vocabulary is far smaller (13,000 stems in
 * 10,000 articles); the limit only bounds it.
 */
const MAX_REMEMBERED_WORDS = 50_000;
const rememberedForms = new Map<string, WordForms>();

/**
 * A word's forms, worked out once per server: a stem costs microseconds and a long word its
 * syllables and one per part, and every results page and publish goes through the same words
 * again (a results page scans its hits' texts for the first word found).
 */
function formsOf(word: string): WordForms {
  let forms = rememberedForms.get(word);
  if (!forms) {
    const folded = foldGerman(word);
    forms = { folded, stem: stemFolded(folded), parts: compoundParts(word) };
    if (rememberedForms.size >= MAX_REMEMBERED_WORDS) rememberedForms.clear();
    rememberedForms.set(word, forms);
  }
  return forms;
}

/** What the index stores of one field: its stems, and the stemmed parts of its long words. */
export interface IndexedText {
  stems: string;
  parts: string;
}

/** A field's text as the index stores it: space-separated stems (stop words kept out). */
export function indexedText(text: string): IndexedText {
  const stems: string[] = [];
  const parts: string[] = [];
  for (const { word } of wordsOf(text)) {
    const forms = formsOf(word);
    if (STOP_WORDS.has(forms.folded)) continue;
    stems.push(forms.stem);
    parts.push(...forms.parts);
  }
  return { stems: stems.join(' '), parts: parts.join(' ') };
}

/** Whether a word as written is one the query asked for (its stem, or a compound made with it). */
export function matchesQuery(word: string, stems: ReadonlySet<string>): boolean {
  const { stem, parts } = formsOf(word);
  return stems.has(stem) || parts.some((part) => stems.has(part));
}

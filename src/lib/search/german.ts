import { stemmer } from '@orama/stemmers/german';

/**
 * German text as the site search indexes and queries it. The same steps run on both sides, so
 * whatever a visitor types meets the index in the same form:
 *
 * 1. fold: lower case, umlauts written out (ä → ae), ß → ss, other accents dropped, so `MAUT`,
 *    `Maut`, `März` and `Maerz` meet;
 * 2. stem (Snowball German): `Reifens`, `Reifen` → `reif`; `Vignetten` → `vignett`;
 * 3. compound parts: German puts the head of a compound last (`Winterreifen` is a kind of
 *    `Reifen`), so a long word also yields its tails, which a query for the head finds; and
 *    its first element names what it is about (`Mautstelle`, `Panoramastraße`,
 *    `Vignettenpflicht`), so it yields its beginnings too. A middle element is not found.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** Shorter words are not split into parts; shorter tails and beginnings are no parts. */
const MIN_COMPOUND_LENGTH = 8;
const MIN_PART_LENGTH = 4;
/** A compound's first element has at least this many letters (`Autobahn` → `bahn`). */
const MIN_HEAD_OFFSET = 3;

/** A word this long or longer is found with one letter wrong, missing, extra or two swapped. */
export const MIN_TYPO_LENGTH = 5;

/**
 * Words too common to narrow a search (folded). A query of only these is treated as empty;
 * in a query with other words they are left out, so "Maut in Italien" finds "Maut Italien".
 */
const STOP_WORDS = new Set(
  (
    'aber als am an auch auf aus bei bin bis bist da damit dann das dass dein deine dem den der des dessen die dies diese ' +
    'dieser dieses doch dort du durch ein eine einem einen einer eines er es euer eure fuer hat hatte hier ich ihr ihre im ' +
    'in ist ja jede jeder jedes kann kein keine mein mit nach nicht noch nur oder ohne sein seine sich sie sind so ueber um ' +
    'und uns unser unsere unter vom von vor war was weil wenn wer wie wir wird wo zu zum zur'
  ).split(' '),
);

/** Lower case, umlauts written out, ß as ss, other diacritics dropped. */
export function foldGerman(text: string): string {
  return text
    .toLocaleLowerCase('de')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

/** The words of a text as written, with where each starts (for highlighting). */
export function* wordsOf(text: string): Generator<{ word: string; index: number }> {
  for (const match of text.matchAll(WORD)) yield { word: match[0], index: match.index };
}

/** A folded word's stem. */
export function stemFolded(folded: string): string {
  // Digits and very short words are kept as they are ("A1", "2027").
  return folded.length < 3 || /\d/.test(folded) ? folded : stemmer(folded);
}

/** The stem of a word as written. */
export const stemOf = (word: string): string => stemFolded(foldGerman(word));

/**
 * The tails and beginnings of a long folded word that may be the words it is compounded of
 * (stemmed): `mautstelle` gives `stell` and `maut` among others, each of which a query finds it by.
 */
export function compoundParts(folded: string): string[] {
  if (folded.length < MIN_COMPOUND_LENGTH || /\d/.test(folded)) return [];
  const parts = new Set<string>();
  for (let start = MIN_HEAD_OFFSET; folded.length - start >= MIN_PART_LENGTH; start += 1) {
    const part = stemFolded(folded.slice(start));
    if (part.length >= MIN_PART_LENGTH) parts.add(part);
  }
  // A beginning is followed by a part of its own (`Maut` + `stelle`), not by an inflection's
  // ending: `Vignetten` gives no `vignet`, a stem of no word, which only a typo would ask for.
  for (let end = MIN_PART_LENGTH; folded.length - end >= MIN_PART_LENGTH; end += 1) {
    const part = stemFolded(folded.slice(0, end));
    if (part.length >= MIN_PART_LENGTH) parts.add(part);
  }
  return [...parts];
}

/** A word as written, folded, its stem and the stems of its compound tails. */
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
 * A word's forms, worked out once per server: a stem costs microseconds and a long word one per
 * tail, and every results page and publish goes through the same words again (a results page
 * scans its hits' texts for the first word found).
 */
function formsOf(word: string): WordForms {
  let forms = rememberedForms.get(word);
  if (!forms) {
    const folded = foldGerman(word);
    forms = { folded, stem: stemFolded(folded), parts: compoundParts(folded) };
    if (rememberedForms.size >= MAX_REMEMBERED_WORDS) rememberedForms.clear();
    rememberedForms.set(word, forms);
  }
  return forms;
}

/** What the index stores of one field: its stems, and the stemmed tails of its long words. */
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

/** One word of a query: folded, and its stem. */
export interface QueryWord {
  folded: string;
  stem: string;
}

/** Past this many words a query is cut: more would only narrow it to nothing. */
export const MAX_QUERY_WORDS = 8;

/** The words of a query that narrow the search, each once, at most {@link MAX_QUERY_WORDS}. */
export function queryWords(query: string): QueryWord[] {
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  for (const { word } of wordsOf(query)) {
    const folded = foldGerman(word);
    const stem = stemFolded(folded);
    if (STOP_WORDS.has(folded) || seen.has(stem)) continue;
    seen.add(stem);
    words.push({ folded, stem });
    if (words.length === MAX_QUERY_WORDS) break;
  }
  return words;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The stems of every word one edit away from a folded word (a letter replaced, left out, added,
 * or two neighbours swapped), for a word of {@link MIN_TYPO_LENGTH} or more letters: the index is
 * asked for these when the word itself finds nothing. Without the word's own stem.
 */
export function typoStems(folded: string): string[] {
  if (folded.length < MIN_TYPO_LENGTH || !/^[a-z]+$/.test(folded)) return [];
  const variants = new Set<string>();
  for (let i = 0; i <= folded.length; i += 1) {
    const head = folded.slice(0, i);
    const tail = folded.slice(i);
    if (tail) variants.add(head + tail.slice(1));
    if (tail.length > 1) variants.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail) variants.add(head + letter + tail.slice(1));
      variants.add(head + letter + tail);
    }
  }
  const own = stemFolded(folded);
  const stems = new Set<string>();
  for (const variant of variants) {
    // A variant as short as a stop word or a stub would find everything.
    if (variant.length < MIN_TYPO_LENGTH - 1 || STOP_WORDS.has(variant)) continue;
    const stem = stemFolded(variant);
    if (stem !== own) stems.add(stem);
  }
  return [...stems];
}

/** Whether a word as written is one the query asked for (its stem, or a compound ending in it). */
export function matchesQuery(word: string, stems: ReadonlySet<string>): boolean {
  const { stem, parts } = formsOf(word);
  return stems.has(stem) || parts.some((part) => stems.has(part));
}

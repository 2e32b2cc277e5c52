import { stemmer } from '@orama/stemmers/german';

/**
 * German text as the site search indexes and queries it. The same steps run on both sides, so
 * whatever a visitor types meets the index in the same form:
 *
 * 1. fold: lower case, umlauts written out (ä → ae), ß → ss, other accents dropped, so `MAUT`,
 *    `Maut`, `März` and `Maerz` meet;
 * 2. stem (Snowball German): `Reifens`, `Reifen` → `reif`; `Vignetten` → `vignett`;
 * 3. compound parts, on the index's side only (./wordForms.ts).
 *
 * This module is what a query needs; the proxy counts searches with it, so it stays small.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** A word this long or longer is found with one letter wrong, missing, extra or two swapped. */
export const MIN_TYPO_LENGTH = 5;

/**
 * Words too common to narrow a search (folded). A query of only these is treated as empty;
 * in a query with other words they are left out, so "Maut in Italien" finds "Maut Italien".
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
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

/**
 * Plural endings Snowball leaves on. It takes an `-s` off only after the letters German stems
 * end in (`b d f g h k l m n r t`), and nothing off a word whose first vowels stand at its end.
 * So `Autos`, `Handys`, `Tipps`, `LKWs` and `SUVs`, `Navis`, and `Seen`, `Schnees` kept their
 * ending, and a search for the singular did not find them (nor the plural the singular).
 * These take it off, where Snowball changed nothing:
 * - `-s` after `o`, `y`, `p`, `w`, `v`, `c`, and after `a` in words of six letters or more
 *   (`Kameras`, `Extras`; not `Glas`, `Atlas`);
 * - `-is` after a consonant but `n` and `s` (`Navis`, `Taxis`; not `Preis`, `Ergebnis`, `Basis`,
 *   whose `s` stays in every form);
 * - `-s` and `-n` after `ee` (`Seen`, `Schnees`, `Tees`).
 */
const PLURAL_ENDING = /^(?:.{2,}[oypwvc]|.{4,}a|.*[^aeiouns]i|.+ee)s$|^.+een$/;

/** A folded word's stem. */
export function stemFolded(folded: string): string {
  // Digits and very short words are kept as they are ("A1", "2027").
  if (folded.length < 3 || /\d/.test(folded)) return folded;
  const stem = stemmer(folded);
  return stem === folded && PLURAL_ENDING.test(folded) ? folded.slice(0, -1) : stem;
}

/** The stem of a word as written. */
export const stemOf = (word: string): string => stemFolded(foldGerman(word));

/** One word of a query: as written, folded, and its stem. */
export interface QueryWord {
  written: string;
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
    words.push({ written: word, folded, stem });
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

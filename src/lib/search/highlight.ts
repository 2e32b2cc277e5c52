import { wordsOf } from './german';
import { matchesQuery } from './wordForms';

/** A run of text, and whether it is a word the search found. */
export interface TextRun {
  text: string;
  match: boolean;
}

/** Splits a text into runs, marking each word whose stem (or compound tail) the query asked for. */
export function highlightRuns(text: string, stems: ReadonlySet<string>): TextRun[] {
  const runs: TextRun[] = [];
  let position = 0;
  for (const { word, index } of wordsOf(text)) {
    if (!matchesQuery(word, stems)) continue;
    if (index > position) runs.push({ text: text.slice(position, index), match: false });
    runs.push({ text: word, match: true });
    position = index + word.length;
  }
  if (position < text.length) runs.push({ text: text.slice(position), match: false });
  return runs;
}

/** About this many characters of the page's text show under a hit. */
export const SNIPPET_LENGTH = 200;
/** Text shown before the first word found, so it stands in its sentence. */
const LEAD_IN = 60;

/**
 * The text on one line, as a snippet shows it: a line that ends without a sentence's end (a
 * subheading, a list item) is set off from the next by a dash ("Streckenmaut – Auf Autobahnen",
 * not "Streckenmaut Auf Autobahnen"); other whitespace runs as one space.
 */
const flatten = (text: string) => text.replace(/([^\s.!?:;…–])[ \t]*\n\s*/g, '$1 – ').replace(/\s+/g, ' ');
/** The end of a flattened text: no dash after its last line. */
const endOf = (flat: string) => flat.replace(/(?: –)?\s*$/, '');

/**
 * The text before `to` (after `from`), flattened, widened in steps until it holds at least
 * `needed` characters or reaches the text's start (end), where it is trimmed as the whole is.
 */
function flatBefore(text: string, to: number, needed: number): { flat: string; atTextStart: boolean } {
  for (let reach = needed * 4; ; reach *= 2) {
    const from = Math.max(0, to - reach);
    const flat = flatten(text.slice(from, to));
    if (from === 0) return { flat: flat.trimStart(), atTextStart: true };
    if (flat.length >= needed) return { flat, atTextStart: false };
  }
}

function flatAfter(text: string, from: number, needed: number): string {
  for (let reach = needed * 4; ; reach *= 2) {
    const to = Math.min(text.length, from + reach);
    const flat = flatten(text.slice(from, to));
    if (to === text.length) return endOf(flat);
    if (flat.length >= needed) return flat;
  }
}

/**
 * The part of a page's text around the first word found, cut at word boundaries, with "…"
 * where it was cut; null when the text has none of the words (the hit is in title or lead).
 * Only the text around that word is flattened, not the whole page's (20,000 characters: 0.2 ms
 * per hit).
 */
export function snippetAround(text: string, stems: ReadonlySet<string>, length = SNIPPET_LENGTH): string | null {
  let first: { word: string; index: number } | undefined;
  // Up to the first word found only: a long page's text has thousands more.
  for (const candidate of wordsOf(text)) {
    if (matchesQuery(candidate.word, stems)) {
      first = candidate;
      break;
    }
  }
  if (!first) return null;
  // Enough before the word to find its sentence's start within LEAD_IN, enough after for the snippet.
  const before = flatBefore(text, first.index, LEAD_IN + 3);
  const after = flatAfter(text, first.index, length + 2);
  const flat = before.flat + after;
  const at = before.flat.length;
  // Start at the sentence's beginning when it is near, else a little before the word.
  const stop = flat.lastIndexOf('. ', at);
  const sentenceStart = stop >= 0 ? stop + 2 : before.atTextStart ? 0 : -1;
  let start = at - sentenceStart <= LEAD_IN ? sentenceStart : at - LEAD_IN;
  const cutBefore = start !== sentenceStart && !(before.atTextStart && start === 0);
  if (cutBefore) start = flat.indexOf(' ', start) + 1;
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  // Short of the text's end the window holds more than `length` after the word: cut there.
  return `${cutBefore ? '… ' : ''}${flat.slice(start, end)}${end < flat.length ? ' …' : ''}`;
}

import { matchesQuery, wordsOf } from './german';

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
 * The part of a page's text around the first word found, cut at word boundaries, with "…"
 * where it was cut; null when the text has none of the words (the hit is in title or lead).
 */
export function snippetAround(text: string, stems: ReadonlySet<string>, length = SNIPPET_LENGTH): string | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  let first: { word: string; index: number } | undefined;
  // Up to the first word found only: a long page's text has thousands more.
  for (const candidate of wordsOf(flat)) {
    if (matchesQuery(candidate.word, stems)) {
      first = candidate;
      break;
    }
  }
  if (!first) return null;
  // Start at the sentence's beginning when it is near, else a little before the word.
  const stop = flat.lastIndexOf('. ', first.index);
  const sentenceStart = stop < 0 ? 0 : stop + 2;
  let start = first.index - sentenceStart <= LEAD_IN ? sentenceStart : first.index - LEAD_IN;
  if (start > 0 && start !== sentenceStart) start = flat.indexOf(' ', start) + 1;
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > first.index) end = space;
  }
  return `${start > 0 && start !== sentenceStart ? '… ' : ''}${flat.slice(start, end)}${end < flat.length ? ' …' : ''}`;
}

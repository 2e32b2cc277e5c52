import { describe, expect, it } from 'vitest';

import { stemOf } from './german';
import { highlightRuns, snippetAround } from './highlight';

const stems = (...words: string[]) => new Set(words.map(stemOf));

describe('search highlights', () => {
  it('marks the words found, in any form and inside compounds', () => {
    expect(highlightRuns('Winterreifen: Die Reifen tauschen', stems('Reifen'))).toEqual([
      { text: 'Winterreifen', match: true },
      { text: ': Die ', match: false },
      { text: 'Reifen', match: true },
      { text: ' tauschen', match: false },
    ]);
    expect(highlightRuns('Nichts davon', stems('Reifen'))).toEqual([{ text: 'Nichts davon', match: false }]);
  });

  it('cuts a snippet around the first word found, at word boundaries', () => {
    const text = `${'Ein langer Satz ohne das Wort. '.repeat(6)}Die Vignette gilt ab Dezember. ${'Noch mehr Text danach. '.repeat(12)}`;
    const snippet = snippetAround(text, stems('Vignette'));
    expect(snippet).toMatch(/^Die Vignette gilt ab Dezember\. .* …$/);
    expect(snippet?.length).toBeLessThanOrEqual(205);
    expect(snippetAround('Kein Treffer hier.', stems('Vignette'))).toBeNull();
  });
});

describe('snippets of texts with subheadings and lists', () => {
  it('set a line without a sentence’s end off from the next with a dash', () => {
    expect(snippetAround('Streckenmaut\nAuf Autobahnen gilt die Vignette.\nPickerl\nWarnweste\n', stems('Vignette'))).toBe(
      'Streckenmaut – Auf Autobahnen gilt die Vignette. Pickerl – Warnweste',
    );
  });
});

describe('snippets at the start of a text', () => {
  it('start with the text when the word is in its first sentence', () => {
    expect(snippetAround('Gut vorbereitet: Tipps zur Vignette und Maut.', new Set([stemOf('Vignette')]))).toBe('Gut vorbereitet: Tipps zur Vignette und Maut.');
  });
});

/** The snippet as it was made from the whole text flattened: the window must give the same. */
function snippetOfWholeText(text: string, stems: ReadonlySet<string>, length = 200): string | null {
  // Lines without a sentence's end are set off by a dash.
  const flat = text
    .replace(/([^\s.!?:;…–])[ \t]*\n\s*/g, '$1 – ')
    .replace(/\s+/g, ' ')
    .replace(/(?: –)?\s*$/, '')
    .trim();
  const words = [...flat.matchAll(/[\p{L}\p{N}]+/gu)];
  const first = words.find((word) => stems.has(stemOf(word[0])));
  if (!first) return null;
  const index = first.index;
  const stop = flat.lastIndexOf('. ', index);
  const sentenceStart = stop < 0 ? 0 : stop + 2;
  let start = index - sentenceStart <= 60 ? sentenceStart : index - 60;
  if (start > 0 && start !== sentenceStart) start = flat.indexOf(' ', start) + 1;
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > index) end = space;
  }
  return `${start > 0 && start !== sentenceStart ? '… ' : ''}${flat.slice(start, end)}${end < flat.length ? ' …' : ''}`;
}

describe('snippets of long texts', () => {
  it('are the same as from the whole text flattened, wherever the word is and however the text is spaced', () => {
    let state = 42;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const words = ['Die', 'Fahrt', 'über', 'Straße', 'Winterreifen', 'im', 'Sommer', 'Erlebnis', 'Geduld', 'Maut'];
    const spaces = [' ', ' ', ' ', '  ', '\n', '\n\n', ' \t ', '\n   \n'];
    const pick = <T,>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
    for (let round = 0; round < 400; round += 1) {
      const count = Math.floor(next() * 400);
      const at = next() < 0.15 ? -1 : Math.floor(next() * (count + 1));
      let text = next() < 0.3 ? pick(spaces) : '';
      for (let index = 0; index <= count; index += 1) {
        if (index === at) text += 'Vignette';
        else text += pick(words);
        text += next() < 0.1 ? '.' : '';
        text += pick(spaces);
      }
      if (next() < 0.5) text = text.trimEnd();
      const stems = new Set([stemOf('Vignette')]);
      expect(snippetAround(text, stems), text).toBe(snippetOfWholeText(text, stems));
    }
  });
});

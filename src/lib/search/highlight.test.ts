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

describe('snippets at the start of a text', () => {
  it('start with the text when the word is in its first sentence', () => {
    expect(snippetAround('Gut vorbereitet: Tipps zur Vignette und Maut.', new Set([stemOf('Vignette')]))).toBe('Gut vorbereitet: Tipps zur Vignette und Maut.');
  });
});

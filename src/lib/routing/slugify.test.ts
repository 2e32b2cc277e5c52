import { describe, expect, it } from 'vitest';

import { isValidSlug } from './paths';
import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Tipps für Pässe', 'tipps-fuer-paesse'],
    ['Straßenverkehr in Österreich', 'strassenverkehr-in-oesterreich'],
    ['  E-Mobilität: Laden & Reichweite!  ', 'e-mobilitaet-laden-reichweite'],
    ['Café Crème', 'cafe-creme'],
  ])('turns "%s" into "%s", a valid slug', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(isValidSlug(slugify(title))).toBe(true);
  });
});

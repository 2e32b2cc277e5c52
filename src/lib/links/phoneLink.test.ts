import { describe, expect, it } from 'vitest';

import { buildPhoneLink } from './phoneLink';

describe('buildPhoneLink', () => {
  it.each([
    ['+43 (1) 711 99-0', 'tel:+431711990'],
    ['0800 / 120 120', 'tel:0800120120'],
    ['Notruf: 144', 'tel:144'],
  ])('keeps only digits and plus in %s', (input, link) => {
    expect(buildPhoneLink(input)).toBe(link);
  });
});

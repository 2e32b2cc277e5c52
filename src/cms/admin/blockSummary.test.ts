import { describe, expect, it } from 'vitest';

import { lexical } from '@/blocks/testFixtures';

import { blockSummary, shorten } from './blockSummary';

const noTitles = async () => null;

describe('block row labels in the admin', () => {
  it('name a block by what the editor wrote: heading, quote, first question, text', async () => {
    expect(await blockSummary({ blockType: 'headlineText', headline: 'Gut vorbereitet in den Urlaub' }, noTitles)).toBe('Gut vorbereitet in den Urlaub');
    expect(await blockSummary({ blockType: 'quote', quote: 'Sicher ankommen, jeden Tag.' }, noTitles)).toBe('„Sicher ankommen, jeden Tag.“');
    expect(
      await blockSummary({ blockType: 'faq', title: null, items: [{ question: 'Ab wann gilt die Mitgliedschaft?' }, { question: 'Kündigen?' }] }, noTitles),
    ).toBe('Ab wann gilt die Mitgliedschaft? (+1)');
    expect(await blockSummary({ blockType: 'richText', content: lexical('Ab März gilt die Kurzparkzone.') }, noTitles)).toBe('Ab März gilt die Kurzparkzone.');
  });

  it('name a teaser by its article, looked up in the right collection', async () => {
    const asked: string[] = [];
    const summary = await blockSummary({ blockType: 'teaser', article: 7 }, async (collection, id) => {
      asked.push(`${collection}:${String(id)}`);
      return 'Winterreifenpflicht: Fristen, Profiltiefe und Strafen';
    });
    expect(summary).toBe('Winterreifenpflicht: Fristen, Profiltiefe und Strafen');
    expect(asked).toEqual(['articles:7']);
  });

  it('say nothing for an empty block, and shorten long text at a word', async () => {
    expect(await blockSummary({ blockType: 'quote', quote: '  ' }, noTitles)).toBeNull();
    expect(await blockSummary(null, noTitles)).toBeNull();
    const long = shorten('Mit der Mitgliedschaft sind Sie als Person geschützt: im eigenen Auto, im Leihwagen, auf dem Motorrad.');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toBe('Mit der Mitgliedschaft sind Sie als Person geschützt: im…');
  });
});

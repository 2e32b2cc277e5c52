import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mediaData, messages } from '../testFixtures';
import { CardTeasers } from './CardTeasers';
import { cardTeasersSchema } from './schema';

const card = {
  __typename: 'CardTeasersBlock_Cards',
  id: 'c1',
  image: mediaData('wohnmobil', 'Ein Wohnmobil'),
  headline: 'Richtig beladen',
  headlineTag: null,
  description: 'Schweres nach unten.',
  link: '/reisen/camping',
  author: 'Markus Hofer',
  datePublished: '2026-05-28T06:00:00.000Z',
} as const;
const block = { __typename: 'CardTeasersBlock', id: 'b', headline: 'Vor der Abfahrt', cards: [card, { ...card, id: 'c2', image: null, headline: 'Ohne Bild' }] } as const;
const context = { path: '/reisen', pageNumber: 1, priority: true };

describe('card teasers block', () => {
  it('shows cards with h3 headlines as links, picture, text, author and date', () => {
    render(CardTeasers(cardTeasersSchema.parse(block), context));
    expect(screen.getByRole('heading', { level: 2, name: 'Vor der Abfahrt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Richtig beladen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Richtig beladen' })).toHaveAttribute('href', '/reisen/camping');
    expect(screen.getAllByText('28. Mai 2026')).toHaveLength(2);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('gives only the first card’s picture priority when the block holds the page’s first picture', () => {
    render(CardTeasers(cardTeasersSchema.parse({ ...block, cards: [card, { ...card, id: 'c2' }] }), context));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'auto']);
  });

  it.each([
    ['no cards', { cards: [] }, { cards: 'Bitte mindestens eine Karte anlegen.' }],
    ['a card without link', { cards: [{ ...card, link: null }] }, { 'cards.0.link': 'Bitte angeben, wohin die Karte führt.' }],
  ])('rejects %s in German', (_, change, expected) => {
    expect(messages(cardTeasersSchema.safeParse({ ...block, ...change }))).toEqual(expected);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { SearchHit } from '@/lib/cms';
import { stemOf } from '@/lib/search/german';

import { SearchHitTeaser } from './SearchHitTeaser';

const hit: SearchHit = {
  kind: 'article',
  title: 'Winterreifenpflicht: Fristen und Strafen',
  path: '/verkehr/winterreifenpflicht-10003',
  leadText: 'Was für Reifen ab November gilt.',
  channelTitle: 'Verkehr',
  datePublished: '2026-10-20T08:00:00.000Z',
  image: null,
  snippet: 'Bei Schnee müssen Pkw mit Winterreifen unterwegs sein. Wir empfehlen, die Reifen schon bei 5 Millimetern zu tauschen.',
};

describe('a search hit', () => {
  it('links its title to the page, says what and where it is, and marks the words found', () => {
    render(<SearchHitTeaser hit={hit} stems={new Set([stemOf('Reifen')])} />);
    expect(screen.getByRole('link', { name: 'Winterreifenpflicht: Fristen und Strafen' })).toHaveAttribute('href', hit.path);
    expect(screen.getByText('Artikel')).toBeInTheDocument();
    expect(screen.getByText('in Verkehr', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('20. Oktober 2026')).toHaveAttribute('dateTime', '2026-10-20');
    const marked = document.querySelectorAll('mark');
    // As the index: a compound ending in the word is marked, one with it in the middle is not.
    expect([...marked].map((mark) => mark.textContent)).toEqual(['Reifen', 'Winterreifen', 'Reifen']);
  });

  it('names the home page as such', () => {
    render(<SearchHitTeaser hit={{ ...hit, kind: 'channel', path: '/', channelTitle: null, datePublished: null }} stems={new Set()} />);
    expect(screen.getByText('Startseite')).toBeInTheDocument();
  });
});

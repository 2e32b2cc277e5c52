import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Benefits } from '../benefits/Benefits';
import { CardTeaser } from './CardTeaser';
import { HorizontalTeaser } from './HorizontalTeaser';

describe('CardTeaser', () => {
  it('links its headline (h3 by default) and shows description, author and German date', () => {
    render(<CardTeaser headline="Rettungsgasse" description="So geht es richtig." author="Stefan Brunner" datePublished="2026-03-02T09:00:00.000Z" link="/verkehr/rettungsgasse-10004" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Rettungsgasse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rettungsgasse' })).toHaveAttribute('href', '/verkehr/rettungsgasse-10004');
    expect(screen.getByText('So geht es richtig.')).toBeInTheDocument();
    expect(screen.getByText('2. März 2026')).toBeInTheDocument();
  });

  it('takes another heading level', () => {
    render(<CardTeaser headline="Maut" link="/reisen" headlineTag="h4" />);
    expect(screen.getByRole('heading', { level: 4, name: 'Maut' })).toBeInTheDocument();
  });
});

describe('HorizontalTeaser', () => {
  it('shows headline, description and one button link', () => {
    render(<HorizontalTeaser headline="Mitglied werden" description="Pannenhilfe rund um die Uhr." buttonText="Jetzt beitreten" buttonLink="/mitglied-werden" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Mitglied werden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt beitreten' })).toHaveAttribute('href', '/mitglied-werden');
  });
});

describe('Benefits', () => {
  it('open and close each item on click', async () => {
    render(<Benefits label="Ihre Vorteile" items={[{ id: 'a', title: 'Pannenhilfe', content: 'Rund um die Uhr in ganz Österreich.' }]} />);
    const title = screen.getByText('Pannenhilfe');
    const details = title.closest('details');
    await userEvent.click(title);
    expect(details).toHaveAttribute('open');
    await userEvent.click(title);
    expect(details).not.toHaveAttribute('open');
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MembershipDetailTeaser, ProductTeaser } from './ProductTeaser';
import { levelSchema } from '../tokens';
import { VEHICLES_BY_LEVEL } from './vehicles';

const base = { title: 'Schutzbrief Europa', productLink: '/produkte/schutzbrief-europa/auswahl' };

describe('ProductTeaser', () => {
  it('shows title as h2, the intro text, the vehicles of level CAR and the "Wählen" button by default', () => {
    render(<ProductTeaser {...base} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Schutzbrief Europa' })).toBeInTheDocument();
    expect(screen.getByText('Für Leute die unterwegs sind mit')).toBeInTheDocument();
    const vehicles = screen.getByRole('list', { name: 'Geschützt unterwegs mit' });
    expect(within(vehicles).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Auto', 'Motorrad', 'Moped', 'Fahrrad', 'zu Fuß']);
    expect(screen.getByRole('link', { name: 'Wählen: Schutzbrief Europa' })).toHaveAttribute('href', base.productLink);
  });

  it.each([
    ['MOTORCYCLE', ['Motorrad', 'Moped', 'Fahrrad', 'zu Fuß']],
    ['TOURING', ['Fahrrad', 'zu Fuß']],
  ] as const)('shows the vehicles of level %s', (level, names) => {
    render(<ProductTeaser {...base} level={level} />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(names);
  });

  it('shows "Schutz aktiv" in success style instead of the button when the visitor has the product', () => {
    render(<ProductTeaser {...base} userHasProduct />);
    expect(screen.getByText('Schutz aktiv')).toHaveClass('text-success');
    expect(screen.queryByRole('link', { name: /Wählen/ })).not.toBeInTheDocument();
  });

  it('labels a bestseller "MEIST GEWÄHLT", takes a custom button text and links the details', () => {
    render(<ProductTeaser {...base} bestseller buttonText="Jetzt abschließen" detailLink="/produkte/schutzbrief-europa" titleTag="h3" showSchutzbrief />);
    expect(screen.getByText('MEIST GEWÄHLT')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt abschließen: Schutzbrief Europa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mehr erfahren »' })).toHaveAttribute('href', '/produkte/schutzbrief-europa');
    expect(screen.getByText('inklusive Schutzbrief')).toBeInTheDocument();
  });

  it('shows its price and the date it stands', () => {
    render(<ProductTeaser {...base} price={{ value: 49.9 }} datePublished="2027-01-01T08:00:00.000Z" />);
    expect(screen.getByText('€ 49,90')).toBeInTheDocument();
    expect(screen.getByText('Stand: 1. Jänner 2027')).toBeInTheDocument();
  });

  it('accepts only the spec’s levels from the CMS', () => {
    expect(levelSchema.safeParse('TRUCK').success).toBe(false);
    expect(Object.keys(VEHICLES_BY_LEVEL)).toEqual(['CAR', 'MOTORCYCLE', 'TOURING']);
  });
});

describe('MembershipDetailTeaser', () => {
  it('has the product teaser’s title, intro, vehicles and button, and no bestseller label or details link', () => {
    render(<MembershipDetailTeaser title="Mitgliedschaft" productLink="/mitgliedschaft/antrag" level="TOURING" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Mitgliedschaft' })).toBeInTheDocument();
    expect(screen.getByText('Für Leute die unterwegs sind mit')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wählen: Mitgliedschaft' })).toBeInTheDocument();
    expect(screen.queryByText('MEIST GEWÄHLT')).not.toBeInTheDocument();
    expect(screen.queryByText('Mehr erfahren »')).not.toBeInTheDocument();
  });
});

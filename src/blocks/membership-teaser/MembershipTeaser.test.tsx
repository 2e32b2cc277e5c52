import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { messages } from '../testFixtures';
import { MembershipTeaser } from './MembershipTeaser';
import { membershipTeaserSchema } from './schema';

const block = {
  __typename: 'MembershipTeaserBlock',
  id: 'm',
  title: 'Mitgliedschaft',
  titleTag: null,
  level: 'TOURING',
  description: 'Pannenhilfe rund um die Uhr.',
  price: { __typename: 'Price', value: 89, currency: '€', timeValue: 'Jahr', size: 'small', prefix: null, postfix: 'inkl. USt.', isReisebuero: false },
  productLink: '/mitglied-werden',
  buttonText: 'Mitglied werden',
} as const;

describe('membership teaser block', () => {
  it('shows title, vehicles of its level, price and the button, without bestseller label or details', () => {
    render(MembershipTeaser(membershipTeaserSchema.parse(block)));
    expect(screen.getByRole('heading', { level: 2, name: 'Mitgliedschaft' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fahrrad', 'zu Fuß']);
    expect(screen.getByText('€ 89,00')).toBeInTheDocument();
    expect(screen.getByText('inkl. USt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mitglied werden: Mitgliedschaft' })).toHaveAttribute('href', '/mitglied-werden');
    expect(screen.queryByText('MEIST GEWÄHLT')).not.toBeInTheDocument();
  });

  it('says since when it stands, and shows "Schutz aktiv" instead of the button on pages for members who have it', () => {
    render(MembershipTeaser(membershipTeaserSchema.parse({ ...block, datePublished: '2027-01-01T08:00:00.000Z', userHasProduct: true })));
    expect(screen.getByText('Stand: 1. Jänner 2027')).toBeInTheDocument();
    expect(screen.getByText('Schutz aktiv')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('needs a title and a link for its button', () => {
    expect(messages(membershipTeaserSchema.safeParse({ ...block, title: null, productLink: '' }))).toEqual({
      title: 'Bitte den Namen der Mitgliedschaft eingeben.',
      productLink: 'Bitte angeben, wohin „Wählen“ führt.',
    });
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { messages } from '../testFixtures';
import { ProductTeasers } from './ProductTeasers';
import { productTeasersSchema } from './schema';

const product = {
  __typename: 'ProductTeasersBlock_Products',
  id: 'p1',
  title: 'Schutzbrief Europa',
  titleTag: null,
  level: null,
  datePublished: null,
  description: 'Heimtransport in ganz Europa.',
  price: { __typename: 'Price', value: 59.9, currency: null, timeValue: 'Jahr', size: null, prefix: null, postfix: null, isReisebuero: null },
  productLink: '/mitglied-werden',
  buttonText: null,
  detailLink: null,
  showSchutzbrief: null,
  bestseller: null,
} as const;
const block = { __typename: 'ProductTeasersBlock', id: 'b', headline: 'Schutzbriefe', products: [product] } as const;

describe('product teasers block', () => {
  it('applies the spec’s defaults: title as h2, level CAR, currency €, button "Wählen"', () => {
    render(ProductTeasers(productTeasersSchema.parse(block)));
    expect(screen.getByRole('heading', { level: 2, name: 'Schutzbrief Europa' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Geschützt unterwegs mit' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('€ 59,90')).toBeInTheDocument();
    expect(screen.getByText('/ Jahr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wählen: Schutzbrief Europa' })).toHaveAttribute('href', '/mitglied-werden');
    expect(screen.getByText('Heimtransport in ganz Europa.')).toBeInTheDocument();
  });

  it('shows "Schutz aktiv" instead of the button for a product the page’s visitors have', () => {
    render(ProductTeasers(productTeasersSchema.parse({ ...block, products: [{ ...product, userHasProduct: true }] })));
    expect(screen.getByText('Schutz aktiv')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Wählen: Schutzbrief Europa' })).not.toBeInTheDocument();
  });

  it('shows several products side by side with bestseller label, Schutzbrief, details link and date', () => {
    const second = { ...product, id: 'p2', title: 'Schutzbrief Rad', level: 'TOURING', bestseller: true, showSchutzbrief: true, detailLink: '/mitgliedschaft', titleTag: 'h3', buttonText: 'Jetzt wählen', datePublished: '2026-01-01T08:00:00.000Z' } as const;
    render(ProductTeasers(productTeasersSchema.parse({ ...block, products: [product, second] })));
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('article'));
    expect(items).toHaveLength(2);
    const rad = within(items[1] as HTMLElement);
    expect(rad.getByRole('heading', { level: 3, name: 'Schutzbrief Rad' })).toBeInTheDocument();
    expect(rad.getByText('MEIST GEWÄHLT')).toBeInTheDocument();
    expect(rad.getByText('inklusive Schutzbrief')).toBeInTheDocument();
    expect(rad.getByRole('link', { name: 'Mehr erfahren »' })).toHaveAttribute('href', '/mitgliedschaft');
    expect(rad.getByRole('link', { name: 'Jetzt wählen: Schutzbrief Rad' })).toBeInTheDocument();
    expect(rad.getByText('Stand: 1. Jänner 2026')).toBeInTheDocument();
  });

  it('shows a one-off price when the editor emptied the period', () => {
    render(ProductTeasers(productTeasersSchema.parse({ ...block, products: [{ ...product, price: { ...product.price, timeValue: null } }] })));
    expect(screen.getByText('€ 59,90')).toBeInTheDocument();
    expect(screen.queryByText('/ Jahr')).not.toBeInTheDocument();
  });

  it('shows no price when the amount is empty', () => {
    render(ProductTeasers(productTeasersSchema.parse({ ...block, products: [{ ...product, price: { ...product.price, value: null } }] })));
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it.each([
    ['no products', { products: [] }, { products: 'Bitte mindestens ein Produkt anlegen.' }],
    ['a product without name', { products: [{ ...product, title: ' ' }] }, { 'products.0.title': 'Bitte den Namen des Produkts eingeben.' }],
    ['a button link that is no link', { products: [{ ...product, productLink: 'mitglied werden' }] }, { 'products.0.productLink': 'Bitte einen Pfad wie /reisen, eine Adresse mit https://, mailto: oder tel: angeben.' }],
    ['a negative price', { products: [{ ...product, price: { ...product.price, value: -1 } }] }, { 'products.0.price.value': 'Der Preis darf nicht negativ sein.' }],
  ])('rejects %s in German', (_, change, expected) => {
    expect(messages(productTeasersSchema.safeParse({ ...block, ...change }))).toEqual(expected);
  });
});

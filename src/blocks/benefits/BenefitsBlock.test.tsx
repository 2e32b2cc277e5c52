import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { lexical, messages } from '../testFixtures';
import { BenefitsBlock } from './BenefitsBlock';
import { benefitsSchema } from './schema';

const item = { __typename: 'BenefitsBlock_Items', id: 'i1', title: 'Pannenhilfe rund um die Uhr', content: lexical('An jedem Tag des Jahres.') } as const;
const block = { __typename: 'BenefitsBlock', id: 'b', headline: 'Ihre Vorteile', items: [item] } as const;

describe('benefits block', () => {
  it('shows each benefit, opened and closed by click (spec 4)', async () => {
    render(BenefitsBlock(benefitsSchema.parse(block)));
    expect(screen.getByRole('heading', { level: 2, name: 'Ihre Vorteile' })).toBeInTheDocument();
    const details = screen.getByText('Pannenhilfe rund um die Uhr').closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Pannenhilfe rund um die Uhr'));
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('An jedem Tag des Jahres.')).toBeVisible();
  });

  it.each([
    ['no benefits', { items: [] }, { items: 'Bitte mindestens einen Vorteil anlegen.' }],
    ['a benefit without explanation', { items: [{ ...item, content: lexical('  ') }] }, { 'items.0.content': 'Bitte den Vorteil erklären.' }],
  ])('rejects %s in German', (_, change, expected) => {
    expect(messages(benefitsSchema.safeParse({ ...block, ...change }))).toEqual(expected);
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Pagination } from './Pagination';
import { paginationItems } from './pages';

const numbers = (items: ReturnType<typeof paginationItems>) => items.map((item) => (item.kind === 'gap' ? '…' : String(item.page)));

describe('paginationItems', () => {
  it('shows two neighbours each side of the current page, first, last and gaps', () => {
    expect(numbers(paginationItems(20, 10))).toEqual(['1', '…', '8', '9', '10', '11', '12', '…', '20']);
  });

  it('shows no neighbours when told so (below 768 px)', () => {
    expect(numbers(paginationItems(20, 10, 0))).toEqual(['1', '…', '10', '…', '20']);
  });

  it('starts at page 1 and keeps the current page within range', () => {
    expect(numbers(paginationItems(5))).toEqual(['1', '2', '3', '…', '5']);
    expect(numbers(paginationItems(5, 99, 0))).toEqual(['1', '…', '5']);
  });
});

describe('Pagination', () => {
  it('links pages with a page query and marks the current one', () => {
    render(<Pagination amountPages={12} currentPage={6} basePath="/verkehr" />);
    const wide = screen.getAllByRole('list')[1];
    if (!wide) throw new Error('no list');
    expect(within(wide).getByRole('link', { name: 'Seite 1' })).toHaveAttribute('href', '/verkehr');
    expect(within(wide).getByRole('link', { name: 'Seite 8' })).toHaveAttribute('href', '/verkehr?page=8');
    expect(within(wide).getByText('6').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
    expect(within(wide).getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute('href', '/verkehr?page=7');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination amountPages={1} basePath="/verkehr" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no links when disabled', () => {
    render(<Pagination amountPages={5} currentPage={2} basePath="/verkehr" disabled />);
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

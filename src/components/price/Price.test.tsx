import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { priceSizeSchema } from '../tokens';
import { Price } from './Price';

describe('Price', () => {
  it('shows euro per year with exactly two decimals by default', () => {
    render(<Price value={1234.5} />);
    expect(screen.getByText('€ 1.234,50')).toBeInTheDocument();
    expect(screen.getByText('/ Jahr')).toBeInTheDocument();
  });

  it('takes prefix, postfix, another period and a small size', () => {
    render(<Price value={9.9} prefix="ab" postfix="inkl. USt." timeValue="Monat" size="small" />);
    expect(screen.getByText('ab')).toBeInTheDocument();
    expect(screen.getByText('/ Monat')).toBeInTheDocument();
    expect(screen.getByText('inkl. USt.')).toBeInTheDocument();
    expect(screen.getByText('€ 9,90')).toHaveClass('text-xl');
  });

  it('accepts only large and small as size from the CMS', () => {
    expect(priceSizeSchema.safeParse('medium').success).toBe(false);
  });

  it('prices travel-agency offers per person', () => {
    render(<Price value={499} isReisebuero />);
    expect(screen.getByText('pro Person')).toBeInTheDocument();
    expect(screen.queryByText('/ Jahr')).not.toBeInTheDocument();
  });
});

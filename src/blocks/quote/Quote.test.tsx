import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Quote } from './Quote';
import { quoteSchema } from './schema';

const valid = { __typename: 'QuoteBlock', id: 'q1', quote: 'Sicher ankommen.', author: 'Andrea Steiner', role: 'Pannenhilfe' } as const;

describe('quote block', () => {
  it('accepts CMS data and returns the props', () => {
    expect(quoteSchema.parse(valid)).toEqual({ quote: 'Sicher ankommen.', author: 'Andrea Steiner', role: 'Pannenhilfe' });
  });

  it('treats an empty author and role as missing', () => {
    expect(quoteSchema.parse({ ...valid, author: '', role: null })).toMatchObject({ author: null, role: null });
  });

  it.each([
    ['no text', { ...valid, quote: null }],
    ['blank text', { ...valid, quote: '   ' }],
    ['another block type', { ...valid, __typename: 'TableBlock' }],
  ])('rejects a quote with %s', (_, data) => {
    expect(quoteSchema.safeParse(data).success).toBe(false);
  });

  it('shows the quote in German quotation marks with who said it', () => {
    render(<Quote {...quoteSchema.parse(valid)} />);
    expect(screen.getByText('„Sicher ankommen.“').closest('blockquote')).toBeInTheDocument();
    expect(screen.getByText('Andrea Steiner')).toBeInTheDocument();
    expect(screen.getByText(', Pannenhilfe')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { messages } from '../testFixtures';
import { HeadlineText } from './HeadlineText';
import { headlineTextSchema } from './schema';

const block = {
  __typename: 'HeadlineTextBlock',
  id: 'h',
  headline: 'Gut vorbereitet',
  headlineLevel: null,
  headlineColor: null,
  text: 'Mit unserer Übersicht.',
  textColor: null,
  textSize: null,
  textWeight: null,
  textAlign: null,
  textTransform: null,
} as const;

describe('headline and text block', () => {
  it('is an h2 in dark grey with normal text unless told otherwise', () => {
    render(HeadlineText(headlineTextSchema.parse(block)));
    expect(screen.getByRole('heading', { level: 2, name: 'Gut vorbereitet' })).toHaveClass('text-darkgrey');
    expect(screen.getByText('Mit unserer Übersicht.')).toHaveClass('text-darkgrey', 'text-base', 'font-normal');
  });

  it('applies the spec’s typography values (spec 5)', () => {
    const styled = { ...block, headlineLevel: 'h3', headlineColor: 'accent', textColor: 'info', textSize: 'xlarge', textWeight: 'bolder', textAlign: 'center', textTransform: 'uppercase' } as const;
    render(HeadlineText(headlineTextSchema.parse(styled)));
    expect(screen.getByRole('heading', { level: 3 })).toHaveClass('text-accent', 'text-center');
    expect(screen.getByText('Mit unserer Übersicht.')).toHaveClass('text-info', 'text-xl', 'font-bold', 'text-center', 'uppercase');
  });

  it('needs a headline or a text', () => {
    expect(messages(headlineTextSchema.safeParse({ ...block, headline: ' ', text: null }))).toEqual({ headline: 'Bitte eine Überschrift oder einen Text eingeben.' });
    expect(headlineTextSchema.safeParse({ ...block, headline: null }).success).toBe(true);
  });
});

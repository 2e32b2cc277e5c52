import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { messages } from '../testFixtures';
import { HorizontalTeaserBlock } from './HorizontalTeaserBlock';
import { horizontalTeaserSchema } from './schema';

const block = {
  __typename: 'HorizontalTeaserBlock',
  id: 'h',
  headline: 'Im Urlaub sorglos unterwegs',
  headlineTag: null,
  description: 'Der Schutzbrief bringt Sie nach Hause.',
  buttonText: 'Schutzbrief wählen',
  buttonLink: '/mitgliedschaft',
} as const;

describe('horizontal teaser block', () => {
  it('shows headline (h2), text and one button', () => {
    render(HorizontalTeaserBlock(horizontalTeaserSchema.parse(block)));
    expect(screen.getByRole('heading', { level: 2, name: 'Im Urlaub sorglos unterwegs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schutzbrief wählen' })).toHaveAttribute('href', '/mitgliedschaft');
  });

  it('needs headline, button text and button link', () => {
    expect(messages(horizontalTeaserSchema.safeParse({ ...block, headline: '', buttonText: null, buttonLink: 'javascript:alert(1)' }))).toEqual({
      headline: 'Bitte eine Überschrift eingeben.',
      buttonText: 'Bitte den Text des Buttons eingeben.',
      buttonLink: 'Dieser Link ist nicht erlaubt: Links beginnen mit https://, http://, mailto: oder tel:, oder sie sind ein Pfad wie /reisen.',
    });
  });
});

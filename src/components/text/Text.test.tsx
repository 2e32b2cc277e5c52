import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { headlineTagSchema, listTypeSchema, textColorSchema, textSizeSchema } from '../tokens';
import { Headline } from './Headline';
import { LineClamp } from './LineClamp';
import { List } from './List';
import { Text } from './Text';

describe('allowed values from the CMS', () => {
  it('accepts the spec’s values and rejects others', () => {
    expect(textColorSchema.options).toEqual(['accent', 'success', 'info', 'danger', 'darkgrey', 'lightgrey']);
    expect(textSizeSchema.options).toEqual(['small', 'large', 'xlarge', 'xxlarge']);
    expect(textColorSchema.safeParse('purple').success).toBe(false);
    expect(headlineTagSchema.safeParse('h7').success).toBe(false);
    expect(listTypeSchema.safeParse('bullets').success).toBe(false);
  });
});

describe('Text', () => {
  it('renders a dark grey paragraph by default', () => {
    render(<Text>Unterwegs in Österreich</Text>);
    const text = screen.getByText('Unterwegs in Österreich');
    expect(text.tagName).toBe('P');
    expect(text).toHaveClass('text-darkgrey', 'text-base', 'font-normal');
  });

  it('applies colour, size, weight, alignment and transform', () => {
    render(
      <Text color="danger" size="xxlarge" weight="bolder" align="center" transform="uppercase" as="span">
        Achtung
      </Text>,
    );
    const text = screen.getByText('Achtung');
    expect(text.tagName).toBe('SPAN');
    expect(text).toHaveClass('text-danger', 'text-2xl', 'font-bold', 'text-center', 'uppercase');
  });
});

describe('Headline', () => {
  it('is an h2 unless told otherwise', () => {
    render(<Headline>Reisen</Headline>);
    expect(screen.getByRole('heading', { level: 2, name: 'Reisen' })).toBeInTheDocument();
  });

  it.each([1, 2, 3, 4, 5, 6] as const)('renders level h%i', (level) => {
    render(<Headline tag={`h${level}`}>Ebene {level}</Headline>);
    expect(screen.getByRole('heading', { level, name: `Ebene ${level}` })).toBeInTheDocument();
  });
});

describe('List', () => {
  it('numbers a numeric list in an ol', () => {
    render(<List type="numeric" items={['Bremsen', 'Lenken']} />);
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bremsen', 'Lenken']);
  });

  it('uses markers in a ul by default and takes the tag it is given', () => {
    const { rerender } = render(<List items={['A']} />);
    expect(screen.getByRole('list').tagName).toBe('UL');
    expect(screen.getByRole('list')).toHaveClass('list-disc');
    rerender(<List type="simple" tag="ol" items={['A']} />);
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(screen.getByRole('list')).toHaveClass('list-none');
  });
});

describe('LineClamp', () => {
  it('clamps to two lines by default', () => {
    render(<LineClamp>Ein langer Text</LineClamp>);
    expect(screen.getByText('Ein langer Text').style.webkitLineClamp).toBe('2');
  });

  it('clamps to the lines it is given', () => {
    render(<LineClamp lines={4}>Noch länger</LineClamp>);
    expect(screen.getByText('Noch länger').style.webkitLineClamp).toBe('4');
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Table, keepValuesTogether } from './Table';
import { tableSchema } from './schema';

const row = (...values: (string | null)[]) => ({ id: null, cells: values.map((value) => ({ id: null, value })) });
const valid = {
  __typename: 'TableBlock',
  id: 't1',
  caption: 'Mindestprofiltiefe',
  hasHeaderRow: true,
  rows: [row('Reifenart', 'Minimum'), row('Radialreifen', '4 mm'), row('Diagonalreifen')],
} as const;

describe('table block', () => {
  it('splits off the header row and pads short rows', () => {
    expect(tableSchema.parse(valid)).toEqual({
      caption: 'Mindestprofiltiefe',
      header: ['Reifenart', 'Minimum'],
      body: [
        ['Radialreifen', '4 mm'],
        ['Diagonalreifen', ''],
      ],
    });
  });

  it('keeps every row in the body when there is no header row', () => {
    expect(tableSchema.parse({ ...valid, hasHeaderRow: false })).toMatchObject({ header: null });
  });

  it.each([
    ['no caption', { ...valid, caption: null }],
    ['no rows', { ...valid, rows: [] }],
    ['rows missing', { ...valid, rows: null }],
  ])('rejects a table with %s', (_, data) => {
    expect(tableSchema.safeParse(data).success).toBe(false);
  });

  it('renders a captioned table with column headers', () => {
    render(<Table {...tableSchema.parse(valid)} />);
    const table = screen.getByRole('table', { name: 'Mindestprofiltiefe' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Reifenart', 'Minimum']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Mindestprofiltiefe' })).toHaveAttribute('tabindex', '0');
    // Two columns fit on a phone: no hint that it scrolls.
    expect(screen.queryByText(/seitlich wischen/)).not.toBeInTheDocument();
  });

  it('says on phones that a table of three or more columns scrolls sideways', () => {
    render(<Table {...tableSchema.parse({ ...valid, rows: [row('Reifenart', 'Minimum', 'Empfohlen'), row('Radialreifen', '4 mm', '5 mm')] })} />);
    expect(screen.getByText('Die Tabelle lässt sich seitlich wischen. →')).toHaveClass('md:hidden');
    // Its name stays outside the part that scrolls.
    expect(screen.getByRole('region', { name: 'Mindestprofiltiefe' })).not.toHaveTextContent('Mindestprofiltiefe');
  });

  it('keeps a number and its unit on one line (a no-break space), so "100 km/h" never wraps in a narrow cell', () => {
    render(<Table {...tableSchema.parse({ ...valid, rows: [row('Land', 'Autobahn', 'Freiland'), row('Österreich', '130 km/h', '100 km/h')] })} />);
    const cells = within(screen.getByRole('table', { name: 'Mindestprofiltiefe' })).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Österreich', '130\u00a0km/h', '100\u00a0km/h']);
  });

  it.each([
    ['4 mm', '4\u00a0mm'],
    ['ab 3,5 t', 'ab 3,5\u00a0t'],
    ['10 %', '10\u00a0%'],
    ['€ 90,00 pro Jahr', '€\u00a090,00 pro Jahr'],
    ['10 000 km', '10\u00a0000\u00a0km'],
    ['Radialreifen', 'Radialreifen'],
    // A longer word after a number is not a unit: it may go to the next line.
    ['2 Personen', '2 Personen'],
  ])('%s → %s', (text, kept) => {
    expect(keepValuesTogether(text)).toBe(kept);
  });
});

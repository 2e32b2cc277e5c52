import type { FormState } from 'payload';
import { reduceFieldsToValues } from 'payload/shared';
import { describe, expect, it } from 'vitest';

import { PASTE_LIMITS, gridFromTexts, parseTable, pastedAt, readGrid, textsOf, writeGrid } from './tableGrid';

/** The admin's form state for a page whose block 2 is a table, as Payload builds it. */
function formWithTable(rows: string[][]): FormState {
  const state: FormState = { title: { value: 'Tempolimits', initialValue: 'Tempolimits' }, 'blocks.2.caption': { value: 'Tempolimits' } };
  state['blocks.2.rows'] = { value: rows.length, rows: rows.map((_, row) => ({ id: `row${row}` })), disableFormData: true };
  rows.forEach((cells, row) => {
    state[`blocks.2.rows.${row}.id`] = { value: `row${row}` };
    state[`blocks.2.rows.${row}.cells`] = { value: cells.length, rows: cells.map((__, cell) => ({ id: `cell${row}${cell}` })), disableFormData: true };
    cells.forEach((value, cell) => {
      state[`blocks.2.rows.${row}.cells.${cell}.id`] = { value: `cell${row}${cell}` };
      state[`blocks.2.rows.${row}.cells.${cell}.value`] = { value };
    });
  });
  return state;
}

describe('a table pasted from a spreadsheet', () => {
  it('is read as rows of cells, the way Excel, LibreOffice and Google Tabellen copy them', () => {
    expect(parseTable('Land\tAutobahn\r\nÖsterreich\t130 km/h\r\n')).toEqual({ ok: true, rows: [['Land', 'Autobahn'], ['Österreich', '130 km/h']] });
    // Quoted cells: a quote doubled, a tab and a line break inside (the break becomes a space).
    expect(parseTable('"Preis ""Jahr"""\t"a\tb"\n"zwei\nZeilen"\t1,50 €')).toEqual({ ok: true, rows: [['Preis "Jahr"', 'a\tb'], ['zwei Zeilen', '1,50 €']] });
    // A text that merely starts with a quote, empty cells, ragged rows (padded, nothing dropped).
    expect(parseTable('"Zitat" sagt er\t\nA\tB\tC')).toEqual({ ok: true, rows: [['"Zitat" sagt er', '', ''], ['A', 'B', 'C']] });
    // One column: a line per cell, decimal commas and all.
    expect(parseTable('Preis\n1,50\n2,30')).toEqual({ ok: true, rows: [['Preis'], ['1,50'], ['2,30']] });
  });

  it('is refused, with a German reason, when it is not one', () => {
    const refused = (text: string) => {
      const parsed = parseTable(text);
      return parsed.ok ? null : parsed.message;
    };
    expect(refused(' \n ')).toMatch(/^Bitte fügen Sie zuerst Zellen/);
    expect(refused('Land;Autobahn\nÖsterreich;130')).toMatch(/keine Tabulatoren/);
    expect(refused('a,b,c\nd,e,f')).toMatch(/keine Tabulatoren/);
    expect(refused('A\t"offen\nB\tC')).toBe('In Zeile 1 fehlt das schließende Anführungszeichen einer Zelle. Bitte kopieren Sie die Zellen noch einmal aus der Tabelle.');
    expect(refused(Array.from({ length: PASTE_LIMITS.rows + 1 }, () => 'x').join('\n'))).toMatch(/höchstens 200 Zeilen und 20 Spalten/);
  });

  it('fills the table from the cell it is pasted into, growing it as needed', () => {
    expect(pastedAt([['A', 'B'], ['C', 'D']], 1, 1, [['x', 'y'], ['z']])).toEqual([
      ['A', 'B', ''],
      ['C', 'x', 'y'],
      ['', 'z', ''],
    ]);
  });
});

describe('the table in the admin’s form', () => {
  it('is read from the form state and written back in the block’s stored shape (rows[].cells[].value)', () => {
    const state = formWithTable([['Alt', 'Alt 2']]);
    expect(textsOf(readGrid(state, 'blocks.2.rows'))).toEqual([['Alt', 'Alt 2']]);

    const grid = gridFromTexts(
      [
        ['Land', 'Autobahn'],
        ['Österreich', '130 km/h'],
      ],
      readGrid(state, 'blocks.2.rows'),
    );
    const written = writeGrid(state, 'blocks.2.rows', grid);
    const data = reduceFieldsToValues(written, true) as { title: string; blocks: { caption: string; rows: { id: string; cells: { id: string; value: string }[] }[] }[] };
    expect(data.title).toBe('Tempolimits');
    expect(data.blocks[2]?.caption).toBe('Tempolimits');
    expect(data.blocks[2]?.rows.map((row) => row.cells.map((cell) => cell.value))).toEqual([
      ['Land', 'Autobahn'],
      ['Österreich', '130 km/h'],
    ]);
    // The row and cells that were there keep their ids; new ones get ids as Payload's.
    expect(data.blocks[2]?.rows[0]?.id).toBe('row0');
    expect(data.blocks[2]?.rows[0]?.cells.map((cell) => cell.id)).toEqual(['cell00', 'cell01']);
    expect(data.blocks[2]?.rows[1]?.id).toMatch(/^[0-9a-f]{24}$/);
    expect(textsOf(readGrid(written, 'blocks.2.rows'))).toEqual(textsOf(grid));
  });

  it('leaves nothing of a removed row or cell behind', () => {
    const state = formWithTable([
      ['A', 'B'],
      ['C', 'D'],
    ]);
    const written = writeGrid(state, 'blocks.2.rows', gridFromTexts([['A']], readGrid(state, 'blocks.2.rows')));
    expect(Object.keys(written).filter((key) => key.startsWith('blocks.2.rows.')).sort()).toEqual([
      'blocks.2.rows.0.cells',
      'blocks.2.rows.0.cells.0.id',
      'blocks.2.rows.0.cells.0.value',
      'blocks.2.rows.0.id',
    ]);
    expect(written['blocks.2.rows']?.value).toBe(1);
  });
});

import type { FieldState, FormState } from 'payload';

/**
 * The table block's admin (TableEditor.tsx): the table as rows of cell texts, read from and
 * written into the admin's form state in the block's stored shape (`rows[].cells[].value`, the
 * shape the site and its migrations know), and tables pasted from a spreadsheet.
 */

export interface GridCell {
  id: string;
  value: string;
}

export interface GridRow {
  id: string;
  cells: GridCell[];
}

/** A row id as Payload makes them (24 hex digits, a MongoDB ObjectId's form). */
export function newRowId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const count = (field: FieldState | undefined): number => {
  const rows = field?.rows?.length;
  if (typeof rows === 'number') return rows;
  return typeof field?.value === 'number' ? field.value : 0;
};

/** A row's id as the form has it; empty while it has none yet (writeGrid gives it one). */
const idOf = (state: FormState, field: string, row: number): string => {
  const fromRows = state[field]?.rows?.[row]?.id;
  const fromState = state[`${field}.${row}.id`]?.value;
  return fromRows ?? (typeof fromState === 'string' ? fromState : '');
};

/** The table at `path` (the block's `rows` field, e.g. `blocks.3.rows`) as the form holds it now. */
export function readGrid(state: FormState, path: string): GridRow[] {
  return Array.from({ length: count(state[path]) }, (_, row) => {
    const cellsPath = `${path}.${row}.cells`;
    return {
      id: idOf(state, path, row),
      cells: Array.from({ length: count(state[cellsPath]) }, (__, cell) => {
        const value = state[`${cellsPath}.${cell}.value`]?.value;
        return { id: idOf(state, cellsPath, cell), value: typeof value === 'string' ? value : '' };
      }),
    };
  });
}

const isInside = (key: string, path: string) => key.startsWith(`${path}.`);

/**
 * The form state with the table at `path` replaced by `grid`: the fields Payload's array fields
 * keep for it (row counts and ids in the array's `rows`, each row's and cell's `id`, each cell's
 * `value`), marked as changed here so a form-state answer still under way does not undo them.
 */
export function writeGrid(state: FormState, path: string, grid: readonly GridRow[]): FormState {
  const next: FormState = {};
  for (const [key, field] of Object.entries(state)) if (!isInside(key, path)) next[key] = field;
  const array = (previous: FieldState | undefined, ids: readonly string[]): FieldState => ({
    ...previous,
    value: ids.length,
    rows: ids.map((id, index) => ({ ...previous?.rows?.find((row) => row.id === id), id, collapsed: previous?.rows?.[index]?.collapsed ?? false, isLoading: false })),
    // Its data is its rows' fields, as for every array field Payload draws.
    disableFormData: ids.length > 0,
    valid: true,
    isModified: true,
  });
  const plain = (previous: FieldState | undefined, value: string): FieldState => ({ ...previous, value, initialValue: previous?.initialValue ?? value, valid: true, isModified: true });
  const withIds = grid.map((row) => ({ id: row.id || newRowId(), cells: row.cells.map((cell) => ({ id: cell.id || newRowId(), value: cell.value })) }));
  next[path] = array(state[path], withIds.map((row) => row.id));
  withIds.forEach((row, rowIndex) => {
    const rowPath = `${path}.${rowIndex}`;
    next[`${rowPath}.id`] = plain(state[`${rowPath}.id`], row.id);
    next[`${rowPath}.cells`] = array(state[`${rowPath}.cells`], row.cells.map((cell) => cell.id));
    row.cells.forEach((cell, cellIndex) => {
      const cellPath = `${rowPath}.cells.${cellIndex}`;
      next[`${cellPath}.id`] = plain(state[`${cellPath}.id`], cell.id);
      next[`${cellPath}.value`] = plain(state[`${cellPath}.value`], cell.value);
    });
  });
  return next;
}

/** The table's rows as texts, every row as long as the longest (the site pads them alike). */
export function columnsOf(grid: readonly GridRow[]): number {
  return Math.max(0, ...grid.map((row) => row.cells.length));
}

/** `texts` as the table's cells, reusing the ids of the rows and cells already at each place. */
export function gridFromTexts(texts: readonly (readonly string[])[], previous: readonly GridRow[] = []): GridRow[] {
  return texts.map((cells, row) => ({
    id: previous[row]?.id ?? newRowId(),
    cells: cells.map((value, cell) => ({ id: previous[row]?.cells[cell]?.id ?? newRowId(), value })),
  }));
}

export const textsOf = (grid: readonly GridRow[]): string[][] => grid.map((row) => row.cells.map((cell) => cell.value));

/** Every row with `columns` cells: empty ones added at the end. */
export function padded(texts: readonly (readonly string[])[], columns: number): string[][] {
  return texts.map((row) => [...row, ...Array.from({ length: Math.max(0, columns - row.length) }, () => '')]);
}

/** Whether the table holds any text at all (replacing an empty one loses nothing). */
export function hasText(grid: readonly GridRow[]): boolean {
  return grid.some((row) => row.cells.some((cell) => cell.value.trim() !== ''));
}

/**
 * `block` written into `texts` from row `row`, column `column` on, as a spreadsheet pastes: the
 * table grows by the rows and columns it needs; the cells it covers take the pasted texts.
 */
export function pastedAt(texts: readonly (readonly string[])[], row: number, column: number, block: readonly (readonly string[])[]): string[][] {
  const columns = Math.max(columnsOf(gridFromTexts(texts)), column + Math.max(0, ...block.map((line) => line.length)));
  const rows = Math.max(texts.length, row + block.length);
  const grid = padded(Array.from({ length: rows }, (_, index) => [...(texts[index] ?? [])]), columns);
  block.forEach((line, lineIndex) => line.forEach((text, cellIndex) => (grid[row + lineIndex]![column + cellIndex] = text)));
  return grid;
}

export type Parsed = { ok: true; rows: string[][] } | { ok: false; message: string };

/** The most a pasted table may have: more is a spreadsheet pasted whole, not a table for a page. */
export const PASTE_LIMITS = { rows: 200, columns: 20 } as const;

/**
 * Rows of tab-separated cells, as spreadsheets (Excel, LibreOffice, Google Tabellen, Numbers) copy
 * a range: a line per row, a tab between cells, and a cell holding a tab, a line break or a quote
 * in quotes (`"a ""b"""`). A line break inside a cell becomes a space (a cell is one line of text).
 * Fails with a German message an editor can act on, and never drops a cell.
 */
export function parseTable(text: string): Parsed {
  const source = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '');
  if (source.trim() === '') return { ok: false, message: 'Bitte fügen Sie zuerst Zellen aus einer Tabelle ein (kopiert aus Excel, LibreOffice oder Google Tabellen).' };
  const rows: string[][] = [[]];
  let cell = '';
  let at = 0;
  while (at <= source.length) {
    const char = source[at];
    if (cell === '' && char === '"' && (at === 0 || source[at - 1] === '\t' || source[at - 1] === '\n')) {
      // A quoted cell: to the quote that is followed by a tab, a line end or the end.
      let end = at + 1;
      let quoted = '';
      for (;;) {
        const next = source.indexOf('"', end);
        if (next < 0) {
          const line = source.slice(0, at).split('\n').length;
          return { ok: false, message: `In Zeile ${line} fehlt das schließende Anführungszeichen einer Zelle. Bitte kopieren Sie die Zellen noch einmal aus der Tabelle.` };
        }
        quoted += source.slice(end, next);
        if (source[next + 1] === '"') {
          quoted += '"';
          end = next + 2;
          continue;
        }
        end = next + 1;
        break;
      }
      const after = source[end];
      if (after !== undefined && after !== '\t' && after !== '\n') {
        // Not a quoted cell after all (a text that begins with a quote): taken as it stands.
        cell = source.slice(at, end);
        at = end;
        continue;
      }
      cell = quoted.replace(/\s*\n\s*/g, ' ');
      at = end;
      continue;
    }
    if (char === undefined || char === '\t' || char === '\n') {
      rows[rows.length - 1]!.push(cell);
      cell = '';
      if (char === '\n') rows.push([]);
      at += 1;
      continue;
    }
    cell += char;
    at += 1;
  }
  const columns = Math.max(...rows.map((row) => row.length));
  // Every line split alike by semicolons (a German CSV file) or by two or more commas: no tabs,
  // so not copied from a spreadsheet. One comma is a decimal one ("1,50").
  const separatedBy = (separator: string, least: number) => {
    const counts = new Set(rows.map((row) => row[0]!.split(separator).length - 1));
    const [only] = counts;
    return counts.size === 1 && only !== undefined && only >= least;
  };
  if (columns === 1 && rows.length > 1 && (separatedBy(';', 1) || separatedBy(',', 2))) {
    return {
      ok: false,
      message:
        'Die Zeilen haben keine Tabulatoren zwischen den Zellen (eher Kommas oder Strichpunkte). Bitte markieren Sie die Zellen in der Tabellenkalkulation und kopieren Sie sie von dort, dann stehen Tabulatoren dazwischen.',
    };
  }
  if (rows.length > PASTE_LIMITS.rows || columns > PASTE_LIMITS.columns) {
    return {
      ok: false,
      message: `Das sind ${rows.length} Zeilen und ${columns} Spalten. Eine Tabelle hier hat höchstens ${PASTE_LIMITS.rows} Zeilen und ${PASTE_LIMITS.columns} Spalten; bitte nur den Teil kopieren, der auf die Seite soll.`,
    };
  }
  return { ok: true, rows: padded(rows, columns) };
}

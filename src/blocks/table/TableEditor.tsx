'use client';

import { Button, FieldError, useField, useForm, useFormFields } from '@payloadcms/ui';
import type { ArrayFieldClientProps } from 'payload';
import { type ClipboardEvent, useId, useMemo, useState } from 'react';

import { type GridRow, columnsOf, gridFromTexts, hasText, padded, parseTable, pastedAt, readGrid, textsOf, writeGrid } from './tableGrid';

/** What a cell's input is called by Payload's own text fields: visual mode finds the field to focus by it. */
const inputId = (path: string) => `field-${path.replace(/\./g, '__')}`;

/**
 * The table block's rows as a table (Payload drew each cell as a card of its own: a 2 × 2 table
 * took 8 clicks): a row's cells side by side, rows and columns added and removed as a whole, and
 * tab-separated rows pasted from a spreadsheet, into the field below or straight into a cell. The
 * block stores what it stored before (`rows[].cells[].value`).
 */
export function TableEditor({ path: pathFromProps, readOnly }: ArrayFieldClientProps) {
  const { path, showError } = useField({ potentiallyStalePath: pathFromProps, hasRows: true });
  const { dispatchFields, getFields, setModified } = useForm();
  // A text of the table, so the editor draws again only when the table changed.
  const serialised = useFormFields(([fields]) => JSON.stringify(readGrid(fields, path)));
  const grid = useMemo(() => JSON.parse(serialised) as GridRow[], [serialised]);
  const hasHeaderRow = useFormFields(([fields]) => fields[`${path.replace(/\.rows$/, '')}.hasHeaderRow`]?.value !== false);
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const columns = Math.max(1, columnsOf(grid));
  // A new table shows one empty row to type into (it is stored with the first text typed).
  const texts = grid.length > 0 ? padded(textsOf(grid), columns) : [Array.from({ length: columns }, () => '')];

  const write = (next: readonly (readonly string[])[]) => {
    dispatchFields({ type: 'REPLACE_STATE', state: writeGrid(getFields(), path, gridFromTexts(next, grid)) });
    setModified(true);
  };
  const setCell = (row: number, column: number, value: string) => {
    if (grid[row]?.cells[column]) {
      dispatchFields({ type: 'UPDATE', path: `${path}.${row}.cells.${column}.value`, value });
      setModified(true);
    } else write(texts.map((cells, index) => (index === row ? cells.map((text, at) => (at === column ? value : text)) : cells)));
  };
  const take = (text: string, how: 'replace' | 'append') => {
    const parsed = parseTable(text);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    setPasted('');
    write(how === 'replace' ? parsed.rows : [...texts, ...parsed.rows]);
  };
  // Several cells pasted into one (a range copied from a spreadsheet) fill the table from there.
  const pasteInto = (row: number, column: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    event.preventDefault();
    const parsed = parseTable(text);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    write(pastedAt(texts, row, column, parsed.rows));
  };
  const move = (from: number, to: number) => {
    const next = [...texts];
    const [row] = next.splice(from, 1);
    if (row) next.splice(to, 0, row);
    write(next);
  };
  const filled = hasText(grid);

  return (
    <div className="field-type table-editor" id={inputId(path)}>
      <FieldError path={path} showError={showError} />
      <div className="field-label" id={`${ids}-label`}>
        Zeilen und Zellen <span className="required">*</span>
      </div>
      <p className="field-description" id={`${ids}-hint`}>
        Jede Zeile der Tabelle mit ihren Zellen nebeneinander.{hasHeaderRow ? ' Die erste Zeile ist die Kopfzeile.' : ''} Mehrere Zellen aus Excel, LibreOffice
        oder Google Tabellen lassen sich in eine Zelle einfügen: Die Tabelle füllt sich von dort.
      </p>
      <div className="table-editor__scroll">
        <table className="table-editor__grid" aria-labelledby={`${ids}-label`} aria-describedby={`${ids}-hint`}>
          <thead>
            <tr>
              <td />
              {Array.from({ length: columns }, (_, column) => (
                <th key={column} scope="col">
                  <span className="table-editor__heading">
                    Spalte {column + 1}
                    {columns > 1 && !readOnly ? (
                      <Button buttonStyle="icon-label" icon="x" margin={false} size="small" aria-label={`Spalte ${column + 1} entfernen`} onClick={() => write(texts.map((cells) => cells.filter((_, at) => at !== column)))} />
                    ) : null}
                  </span>
                </th>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            {texts.map((cells, row) => (
              <tr key={grid[row]?.id || row} className={hasHeaderRow && row === 0 ? 'table-editor__header-row' : undefined}>
                <th scope="row">{hasHeaderRow && row === 0 ? 'Kopfzeile' : `Zeile ${row + 1}`}</th>
                {cells.map((text, column) => {
                  const cellPath = `${path}.${row}.cells.${column}.value`;
                  return (
                    <td key={grid[row]?.cells[column]?.id || column}>
                      <input
                        id={inputId(cellPath)}
                        name={cellPath}
                        type="text"
                        value={text}
                        readOnly={readOnly}
                        aria-label={`Zeile ${row + 1}, Spalte ${column + 1}`}
                        onChange={(event) => setCell(row, column, event.target.value)}
                        onPaste={pasteInto(row, column)}
                      />
                    </td>
                  );
                })}
                <td className="table-editor__row-actions">
                  {!readOnly ? (
                    <>
                      <Button buttonStyle="icon-label" icon="chevron" margin={false} size="small" className="table-editor__up" disabled={row === 0} aria-label={`Zeile ${row + 1} nach oben`} onClick={() => move(row, row - 1)} />
                      <Button buttonStyle="icon-label" icon="chevron" margin={false} size="small" disabled={row === texts.length - 1} aria-label={`Zeile ${row + 1} nach unten`} onClick={() => move(row, row + 1)} />
                      <Button buttonStyle="icon-label" icon="x" margin={false} size="small" disabled={texts.length === 1} aria-label={`Zeile ${row + 1} entfernen`} onClick={() => write(texts.filter((_, at) => at !== row))} />
                    </>
                  ) : null}
                  <FieldError path={`${path}.${row}.cells`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!readOnly ? (
        <div className="table-editor__actions">
          <Button buttonStyle="secondary" size="small" margin={false} icon="plus" iconPosition="left" onClick={() => write([...texts, Array.from({ length: columns }, () => '')])}>
            Zeile hinzufügen
          </Button>
          <Button buttonStyle="secondary" size="small" margin={false} icon="plus" iconPosition="left" onClick={() => write((texts.length > 0 ? texts : [[]]).map((cells) => [...cells, '']))}>
            Spalte hinzufügen
          </Button>
        </div>
      ) : null}
      {!readOnly ? (
        <div className="table-editor__paste">
          <label className="field-label" htmlFor={`${ids}-paste`}>
            Tabelle einfügen
          </label>
          <p className="field-description" id={`${ids}-paste-hint`}>
            Zellen in Excel, LibreOffice oder Google Tabellen markieren, kopieren und hier einfügen (Strg+V): Jede Zeile wird eine Zeile der Tabelle, jede Spalte eine Spalte.
          </p>
          <textarea
            id={`${ids}-paste`}
            className="table-editor__paste-input"
            rows={4}
            value={pasted}
            aria-describedby={`${ids}-paste-hint${problem ? ` ${ids}-problem` : ''}`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setPasted(event.target.value);
              setProblem(null);
            }}
          />
          {problem ? (
            <p className="table-editor__problem" id={`${ids}-problem`} role="alert">
              {problem}
            </p>
          ) : null}
          <div className="table-editor__actions">
            <Button buttonStyle="primary" size="small" margin={false} onClick={() => take(pasted, 'replace')}>
              {filled ? 'Tabelle ersetzen' : 'Als Tabelle übernehmen'}
            </Button>
            {filled ? (
              <Button buttonStyle="secondary" size="small" margin={false} onClick={() => take(pasted, 'append')}>
                Unten anfügen
              </Button>
            ) : null}
          </div>
          {filled ? <p className="field-description">„Tabelle ersetzen“ ersetzt die {texts.length === 1 ? 'Zeile' : `${texts.length} Zeilen`} oben; „Unten anfügen“ behält sie.</p> : null}
        </div>
      ) : null}
    </div>
  );
}

import { z } from 'zod';

import { filledText, rows } from '../rules';

export const tableRules = {
  caption: filledText('Bitte beschreiben Sie in der Beschriftung, was die Tabelle zeigt.'),
  rows: rows(1, 'Bitte mindestens eine Zeile anlegen.'),
  cells: rows(1, 'Bitte mindestens eine Zelle anlegen.'),
};

const cell = z.object({ id: z.string().nullish(), value: z.string().nullish() });
const row = z.object({ id: z.string().nullish(), cells: tableRules.cells.pipe(z.array(cell)) });

export const tableSchema = z
  .object({
    __typename: z.literal('TableBlock'),
    id: z.string().nullish(),
    caption: tableRules.caption,
    hasHeaderRow: z.boolean().nullish(),
    rows: tableRules.rows.pipe(z.array(row)),
  })
  .transform(({ caption, hasHeaderRow, rows: tableRows }) => {
    const values = tableRows.map((r) => r.cells.map((c) => c.value ?? ''));
    const columns = Math.max(...values.map((r) => r.length));
    // Rows of unequal length are padded, so every column lines up.
    const grid = values.map((r) => [...r, ...Array.from({ length: columns - r.length }, () => '')]);
    const [first, ...rest] = grid;
    return hasHeaderRow !== false && first && rest.length > 0
      ? { caption, header: first, body: rest }
      : { caption, header: null, body: grid };
  });

export type TableProps = z.output<typeof tableSchema>;

import { z } from 'zod';

import { required } from '../fields';

const cell = z.object({ id: z.string().nullish(), value: z.string().nullish() });
const row = z.object({ id: z.string().nullish(), cells: z.array(cell).min(1).nullish() });

export const tableSchema = z
  .object({
    __typename: z.literal('TableBlock'),
    id: z.string().nullish(),
    caption: required(z.string().trim().min(1, 'a table needs a caption'), 'a table needs a caption'),
    hasHeaderRow: z.boolean().nullish(),
    rows: required(z.array(row).min(1, 'a table needs at least one row'), 'a table needs at least one row'),
  })
  .transform(({ caption, hasHeaderRow, rows }) => {
    const values = rows.map((r) => (r.cells ?? []).map((c) => c.value ?? ''));
    const columns = Math.max(...values.map((r) => r.length));
    // Rows of unequal length are padded, so every column lines up.
    const grid = values.map((r) => [...r, ...Array.from({ length: columns - r.length }, () => '')]);
    const [first, ...rest] = grid;
    return hasHeaderRow !== false && first && rest.length > 0
      ? { caption, header: first, body: rest }
      : { caption, header: null, body: grid };
  });

export type TableProps = z.output<typeof tableSchema>;

import type { FormState } from 'payload';
import { reduceFieldsToValues } from 'payload/shared';
import { describe, expect, it } from 'vitest';

import { gridFromTexts, readGrid, textsOf, writeGrid } from '@/blocks/table/tableGrid';

import { importInstalled, versionOf } from './canary';

type Merge = (args: { acceptValues?: unknown; currentState: FormState; incomingState: FormState }) => FormState;
type Reducer = (state: FormState, action: { type: 'REPLACE_STATE'; state: FormState }) => FormState;

const PATH = 'blocks.0.rows';

/** Block 0's table with one row of one cell, as the admin's form state holds it. */
const before: FormState = {
  [PATH]: { value: 1, rows: [{ id: 'r0' }], disableFormData: true },
  [`${PATH}.0.id`]: { value: 'r0' },
  [`${PATH}.0.cells`]: { value: 1, rows: [{ id: 'c0' }], disableFormData: true },
  [`${PATH}.0.cells.0.id`]: { value: 'c0' },
  [`${PATH}.0.cells.0.value`]: { value: 'Alt' },
};
const pasted = [
  ['Land', 'Autobahn'],
  ['Österreich', '130 km/h'],
];

describe(`canary: array fields in Payload’s form state, @payloadcms/ui ${versionOf('@payloadcms/ui')} (src/blocks/table/tableGrid.ts, TableEditor.tsx)`, () => {
  it('a table written into the form state is submitted as rows[].cells[].value', () => {
    const data = reduceFieldsToValues(writeGrid(before, PATH, gridFromTexts(pasted, readGrid(before, PATH))), true) as { blocks: { rows: { cells: { value: string }[] }[] }[] };
    expect(
      data.blocks[0]?.rows.map((row) => row.cells.map((cell) => cell.value)),
      'Payload turns an array field’s form state into data differently now: see how its ArrayField adds rows (forms/Form/fieldReducer.js, ADD_ROW) and port tableGrid.ts’s writeGrid',
    ).toEqual(pasted);
  });

  it('the form takes the table as written, and an answer from the server still under way does not undo it', async () => {
    const { fieldReducer } = await importInstalled<{ fieldReducer: Reducer }>('@payloadcms/ui/dist/forms/Form/fieldReducer.js');
    const { mergeServerFormState } = await importInstalled<{ mergeServerFormState: Merge }>('@payloadcms/ui/dist/forms/Form/mergeServerFormState.js');
    const written = fieldReducer(before, { type: 'REPLACE_STATE', state: writeGrid(before, PATH, gridFromTexts(pasted, readGrid(before, PATH))) });
    expect(textsOf(readGrid(written, PATH)), 'REPLACE_STATE no longer puts the given state in place (TableEditor writes the table with it)').toEqual(pasted);
    // The autosave's form-state answer for the table as it was before the paste.
    const merged = mergeServerFormState({ acceptValues: { overrideLocalChanges: false }, currentState: written, incomingState: before });
    expect(
      textsOf(readGrid(merged, PATH)),
      'Payload’s merge of a form-state answer now lets the server’s rows or values win over the client’s: a paste in the table editor would be undone by an answer under way',
    ).toEqual(pasted);
  });
});

import type { Block } from 'payload';

import { inPicker } from '../picker';
import { validateWith } from '../rules';
import { tableRules } from './schema';
import { sketch } from './preview';

export const tableBlock: Block = {
  slug: 'table',
  interfaceName: 'TableBlock',
  labels: { singular: 'Tabelle', plural: 'Tabellen' },
  ...inPicker('table', { group: 'text', rank: 7, description: 'Eine Tabelle mit Beschriftung und Kopfzeile', sketch }),
  fields: [
    {
      name: 'caption',
      label: 'Beschriftung',
      type: 'text',
      required: true,
      validate: validateWith(tableRules.caption),
      admin: { description: 'Sagt Screenreadern, was die Tabelle zeigt.' },
    },
    { name: 'hasHeaderRow', label: 'Erste Zeile ist Kopfzeile', type: 'checkbox', defaultValue: true, admin: { description: 'Die erste Zeile wird fett und als Spaltenüberschrift ausgezeichnet.' } },
    {
      name: 'rows',
      label: 'Zeilen',
      type: 'array',
      required: true,
      minRows: 1,
      validate: validateWith(tableRules.rows),
      labels: { singular: 'Zeile', plural: 'Zeilen' },
      // Edited as a table, and pasted from a spreadsheet (TableEditor.tsx); stored as before.
      admin: { description: 'Eine Zeile der Tabelle mit ihren Zellen, von oben nach unten.', components: { Field: '/blocks/table/TableEditor#TableEditor' } },
      fields: [
        {
          name: 'cells',
          label: 'Zellen',
          type: 'array',
          required: true,
          minRows: 1,
          validate: validateWith(tableRules.cells),
          labels: { singular: 'Zelle', plural: 'Zellen' },
          admin: { description: 'Eine Zelle je Spalte, von links nach rechts.' },
          fields: [{ name: 'value', label: 'Inhalt', type: 'text', admin: { description: 'Text der Zelle. Leer lassen: leere Zelle.' } }],
        },
      ],
    },
  ],
};

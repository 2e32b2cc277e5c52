import type { Block } from 'payload';

export const tableBlock: Block = {
  slug: 'table',
  interfaceName: 'TableBlock',
  labels: { singular: 'Tabelle', plural: 'Tabellen' },
  fields: [
    {
      name: 'caption',
      label: 'Beschriftung',
      type: 'text',
      required: true,
      admin: { description: 'Sagt Screenreadern, was die Tabelle zeigt.' },
    },
    { name: 'hasHeaderRow', label: 'Erste Zeile ist Kopfzeile', type: 'checkbox', defaultValue: true },
    {
      name: 'rows',
      label: 'Zeilen',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Zeile', plural: 'Zeilen' },
      fields: [
        {
          name: 'cells',
          label: 'Zellen',
          type: 'array',
          required: true,
          minRows: 1,
          labels: { singular: 'Zelle', plural: 'Zellen' },
          fields: [{ name: 'value', label: 'Inhalt', type: 'text' }],
        },
      ],
    },
  ],
};

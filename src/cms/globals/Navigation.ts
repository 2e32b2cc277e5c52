import type { Field, GlobalConfig } from 'payload';

import { linkProblem } from '@/lib/links/linkRule';

import { anyone, chiefs } from '../access';
import { revalidateNavigation } from '../hooks/revalidate';
import { refuseBrokenGlobalReferences } from '../references/check';

const linkFields: Field[] = [
  { name: 'label', label: 'Beschriftung', type: 'text', required: true, admin: { description: 'Der sichtbare Text des Links.' } },
  {
    name: 'reference',
    label: 'Seite',
    type: 'relationship',
    relationTo: ['channels', 'articles'],
    admin: { description: 'Eine Rubrik oder ein Artikel. Oder leer lassen und unten eine Adresse angeben.' },
  },
  {
    name: 'url',
    label: 'Adresse',
    type: 'text',
    admin: {
      condition: (_, siblingData) => !siblingData?.reference,
      description: 'Pfad wie /reisen, Adresse wie https://…, mailto: oder tel:.',
    },
    validate: (value: string | null | undefined, { siblingData }: { siblingData: { reference?: unknown } }) => {
      if (siblingData.reference) return true;
      if (typeof value !== 'string' || value.trim() === '') return 'Bitte eine Seite wählen oder eine Adresse (/pfad, https://…, mailto:, tel:) angeben.';
      return linkProblem(value.trim()) ?? true;
    },
  },
];

export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Navigation',
  admin: { group: 'Verwaltung' },
  access: { read: anyone, update: chiefs },
  hooks: { beforeChange: [refuseBrokenGlobalReferences], afterChange: [revalidateNavigation] },
  fields: [
    { name: 'header', label: 'Hauptnavigation', type: 'array', maxRows: 8, fields: linkFields, admin: { description: 'Ein Link je Zeile, bis zu 8, in der Kopfzeile der Website.' } },
    { name: 'footer', label: 'Fußzeile', type: 'array', maxRows: 12, fields: linkFields, admin: { description: 'Ein Link je Zeile, bis zu 12, unten auf jeder Seite.' } },
  ],
};

import type { Field } from 'payload';

export const trackingNameField: Field = {
  name: 'trackingName',
  label: 'Tracking-Name',
  type: 'text',
  admin: {
    position: 'sidebar',
    description: 'Name, unter dem Seitenaufrufe gezählt werden. Bleibt das Feld leer, zählt der Name der Route.',
  },
};

export const seoField: Field = {
  name: 'seo',
  label: 'SEO',
  type: 'group',
  admin: { description: 'Wie die Seite in Suchmaschinen und beim Teilen erscheint.' },
  fields: [
    { name: 'title', label: 'Seitentitel', type: 'text', maxLength: 70, admin: { description: 'Titel im Browser-Tab und bei Google, bis 70 Zeichen. Leer: der Titel.' } },
    {
      name: 'description',
      label: 'Beschreibung',
      type: 'textarea',
      maxLength: 170,
      admin: { description: 'Text unter dem Titel bei Google, bis 170 Zeichen. Leer: der Vorspann, falls vorhanden.' },
    },
  ],
};

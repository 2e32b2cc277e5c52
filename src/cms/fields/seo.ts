import type { Field } from 'payload';

export const trackingNameField: Field = {
  name: 'trackingName',
  label: 'Tracking-Name',
  type: 'text',
  admin: {
    position: 'sidebar',
    description: 'Name, unter dem Seitenaufrufe gezählt werden. Leer: der Routenname.',
  },
};

export const seoField: Field = {
  name: 'seo',
  label: 'SEO',
  type: 'group',
  fields: [
    { name: 'title', label: 'Seitentitel', type: 'text', maxLength: 70 },
    { name: 'description', label: 'Beschreibung', type: 'textarea', maxLength: 170 },
  ],
};

import type { Block } from 'payload';

export const teaserBlock: Block = {
  slug: 'teaser',
  interfaceName: 'TeaserBlock',
  labels: { singular: 'Teaser', plural: 'Teaser' },
  fields: [
    {
      name: 'article',
      label: 'Artikel',
      type: 'relationship',
      relationTo: 'articles',
      admin: {
        description:
          'Titel, Vorspann, Autor, Datum und Link kommen aus dem Artikel. Die Felder darunter überschreiben sie.',
      },
    },
    { name: 'title', label: 'Titel', type: 'text' },
    { name: 'leadText', label: 'Vorspann', type: 'textarea' },
    {
      name: 'link',
      label: 'Link',
      type: 'text',
      admin: { description: 'Pfad wie /reisen oder eine vollständige Adresse (https://…).' },
    },
    { name: 'author', label: 'Autor', type: 'text' },
    { name: 'datePublished', label: 'Datum', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
  ],
};

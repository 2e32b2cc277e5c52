import type { Block } from 'payload';

import { headlineTagField, linkField } from '../adminFields';
import { inPicker } from '../picker';
import { validateWith } from '../rules';
import { sketch } from './preview';
import { cardTeasersRules } from './rules';

export const cardTeasersBlock: Block = {
  slug: 'cardTeasers',
  interfaceName: 'CardTeasersBlock',
  labels: { singular: 'Karten-Teaser', plural: 'Karten-Teaser' },
  ...inPicker('cardTeasers', {
    group: 'teasers',
    rank: 2,
    description: 'Selbst geschriebene Karten mit Bild, Text und Link',
    sketch,
  }),
  fields: [
    { name: 'headline', label: 'Überschrift über den Karten', type: 'text', admin: { description: 'Leer lassen: keine Überschrift über den Karten.' } },
    {
      name: 'cards',
      label: 'Karten',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Karte', plural: 'Karten' },
      admin: { description: 'Eine Zeile je Karte, bis zu 12; sie stehen nebeneinander im Raster.' },
      validate: validateWith(cardTeasersRules.cards),
      fields: [
        { name: 'image', label: 'Bild', type: 'upload', relationTo: 'media', admin: { description: 'Steht oben in der Karte. Leer lassen: Karte ohne Bild.' } },
        {
          type: 'row',
          fields: [
            { name: 'headline', label: 'Überschrift', type: 'text', required: true, admin: { description: 'Titel der Karte, unter dem Bild.' }, validate: validateWith(cardTeasersRules.headline) },
            headlineTagField('headlineTag', 'h3'),
          ],
        },
        { name: 'description', label: 'Text', type: 'textarea', admin: { description: 'Wird nach zwei Zeilen gekürzt.' } },
        linkField('link', 'Link', cardTeasersRules.link, { required: true }),
        {
          type: 'row',
          fields: [
            { name: 'author', label: 'Autor', type: 'text', admin: { description: 'Optional, steht klein unter dem Text.' } },
            { name: 'datePublished', label: 'Datum', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Optional, steht klein unter dem Text.' } },
          ],
        },
      ],
    },
  ],
};

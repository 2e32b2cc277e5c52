import type { Block } from 'payload';

import { headlineTagField, levelField, linkField, userHasProductField, validFromField } from '../adminFields';
import { inPicker } from '../picker';
import { priceField } from '../price';
import { validateWith } from '../rules';
import { sketch } from './preview';
import { productRules, productTeasersRules } from './rules';

export const productTeasersBlock: Block = {
  slug: 'productTeasers',
  interfaceName: 'ProductTeasersBlock',
  labels: { singular: 'Produkt-Teaser', plural: 'Produkt-Teaser' },
  ...inPicker('productTeasers', {
    group: 'teasers',
    rank: 4,
    description: 'Schutzprodukte nebeneinander, mit Preis und „Wählen“',
    sketch,
  }),
  fields: [
    { name: 'headline', label: 'Überschrift über den Produkten', type: 'text', admin: { description: 'Leer lassen: keine Überschrift über den Produkten.' } },
    {
      name: 'products',
      label: 'Produkte',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 4,
      labels: { singular: 'Produkt', plural: 'Produkte' },
      validate: validateWith(productTeasersRules.products),
      admin: { initCollapsed: false, description: 'Eine Zeile je Produkt, bis zu 4; sie stehen nebeneinander.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', label: 'Name des Produkts', type: 'text', required: true, admin: { description: 'Überschrift der Produktkarte.' }, validate: validateWith(productRules.title) },
            headlineTagField('titleTag', 'h2'),
          ],
        },
        {
          type: 'row',
          fields: [
            levelField,
            validFromField,
          ],
        },
        { name: 'description', label: 'Beschreibung', type: 'textarea', admin: { description: 'Kurzer Text unter dem Namen. Leer lassen: kein Text.' } },
        priceField,
        {
          type: 'row',
          fields: [
            linkField('productLink', 'Link des Buttons', productRules.productLink, { required: true }),
            { name: 'buttonText', label: 'Text des Buttons', type: 'text', admin: { placeholder: 'Wählen', description: 'Leer: „Wählen“.' } },
          ],
        },
        linkField('detailLink', 'Link „Mehr erfahren »“', productRules.detailLink, { description: 'Optional: Seite mit allen Leistungen.' }),
        {
          type: 'row',
          fields: [
            { name: 'showSchutzbrief', label: '„inklusive Schutzbrief“ zeigen', type: 'checkbox', defaultValue: false, admin: { description: 'Hinweis mit Schild-Symbol unter dem Namen.' } },
            { name: 'bestseller', label: '„MEIST GEWÄHLT“ zeigen', type: 'checkbox', defaultValue: false, admin: { description: 'Hebt die Karte mit einem Etikett hervor; am besten nur bei einem Produkt.' } },
          ],
        },
        userHasProductField,
      ],
    },
  ],
};

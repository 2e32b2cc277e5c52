import type { Block } from 'payload';

import { headlineTagField, levelField, linkField, userHasProductField, validFromField } from '../adminFields';
import { inPicker } from '../picker';
import { priceField } from '../price';
import { validateWith } from '../rules';
import { sketch } from './preview';
import { membershipTeaserRules } from './rules';

export const membershipTeaserBlock: Block = {
  slug: 'membershipTeaser',
  interfaceName: 'MembershipTeaserBlock',
  labels: { singular: 'Mitgliedschafts-Teaser', plural: 'Mitgliedschafts-Teaser' },
  ...inPicker('membershipTeaser', {
    group: 'teasers',
    rank: 5,
    description: 'Eine Mitgliedschaft im Detail, mit Preis und „Wählen“',
    sketch,
  }),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'title', label: 'Name der Mitgliedschaft', type: 'text', required: true, admin: { description: 'Überschrift des Teasers, z. B. „Mitgliedschaft Auto“.' }, validate: validateWith(membershipTeaserRules.title) },
        headlineTagField('titleTag', 'h2'),
      ],
    },
    { type: 'row', fields: [levelField, validFromField] },
    { name: 'description', label: 'Beschreibung', type: 'textarea', admin: { description: 'Kurzer Text unter dem Namen. Leer lassen: kein Text.' } },
    priceField,
    {
      type: 'row',
      fields: [
        linkField('productLink', 'Link des Buttons', membershipTeaserRules.productLink, { required: true }),
        { name: 'buttonText', label: 'Text des Buttons', type: 'text', admin: { placeholder: 'Wählen', description: 'Leer: „Wählen“.' } },
      ],
    },
    userHasProductField,
  ],
};

import type { Block } from 'payload';

import { headlineTagField, linkField } from '../adminFields';
import { inPicker } from '../picker';
import { validateWith } from '../rules';
import { sketch } from './preview';
import { horizontalTeaserRules } from './rules';

export const horizontalTeaserBlock: Block = {
  slug: 'horizontalTeaser',
  interfaceName: 'HorizontalTeaserBlock',
  labels: { singular: 'Handlungsaufruf', plural: 'Handlungsaufrufe' },
  ...inPicker('horizontalTeaser', {
    group: 'teasers',
    rank: 3,
    description: 'Breiter Balken: Überschrift, Satz und ein Button',
    sketch,
  }),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'headline', label: 'Überschrift', type: 'text', required: true, admin: { description: 'Steht groß im Balken.' }, validate: validateWith(horizontalTeaserRules.headline) },
        headlineTagField('headlineTag', 'h2'),
      ],
    },
    { name: 'description', label: 'Text', type: 'textarea', admin: { description: 'Ein Satz unter der Überschrift. Leer lassen: nur die Überschrift.' } },
    {
      type: 'row',
      fields: [
        { name: 'buttonText', label: 'Text des Buttons', type: 'text', required: true, admin: { description: 'Kurz und tätig, z. B. „Jetzt Mitglied werden“.' }, validate: validateWith(horizontalTeaserRules.buttonText) },
        linkField('buttonLink', 'Link des Buttons', horizontalTeaserRules.buttonLink, { required: true }),
      ],
    },
  ],
};

import type { Block } from 'payload';

import { ALERT_MODIFIERS } from '@/components/tokens';

import { selectOptions } from '../selectOptions';
import { inPicker } from '../picker';
import { validateWith } from '../rules';
import { sketch } from './preview';
import { alertRules } from './rules';

export const alertBlock: Block = {
  slug: 'alert',
  interfaceName: 'AlertBlock',
  labels: { singular: 'Hinweis', plural: 'Hinweise' },
  ...inPicker('alert', {
    group: 'text',
    rank: 6,
    description: 'Farbiger Hinweis: Information, Erfolg, Warnung oder Gefahr',
    sketch,
  }),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'modifier',
          label: 'Art',
          type: 'select',
          required: true,
          defaultValue: 'info',
          admin: { description: 'Farbe und Symbol. Warnung und Gefahr lesen Screenreader sofort vor.' },
          options: selectOptions(ALERT_MODIFIERS, {
            info: 'Information (blau)',
            success: 'Erfolg (grün)',
            warning: 'Warnung (gelb, wird vorgelesen)',
            danger: 'Gefahr (rot, wird vorgelesen)',
          }),
        },
        {
          name: 'closeable',
          label: 'Besucher können ihn schließen',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Mit „×“; geschlossen bleibt er weg, bis die Seite neu geladen wird.' },
        },
      ],
    },
    { name: 'title', label: 'Überschrift', type: 'text', admin: { description: 'Fett über dem Text. Leer lassen: keine Überschrift.' } },
    { name: 'text', label: 'Text', type: 'textarea', required: true, admin: { description: 'Die Nachricht selbst, kurz und klar.' }, validate: validateWith(alertRules.text) },
  ],
};

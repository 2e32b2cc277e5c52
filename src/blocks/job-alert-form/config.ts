import type { Block } from 'payload';

import { inPicker } from '../picker';
import { sketch } from './preview';

export const jobAlertFormBlock: Block = {
  slug: 'jobAlertForm',
  interfaceName: 'JobAlertFormBlock',
  labels: { singular: 'Job-Alarm-Formular', plural: 'Job-Alarm-Formulare' },
  ...inPicker('jobAlertForm', {
    group: 'lists',
    rank: 5,
    description: 'Anmeldung zum Job-Alarm: E-Mail bei neuen passenden Stellen',
    sketch,
  }),
  fields: [
    { name: 'headline', label: 'Überschrift', type: 'text', defaultValue: 'Job-Alarm einrichten', admin: { description: 'Steht über dem Formular. Leer lassen: keine Überschrift.' } },
    {
      name: 'text',
      label: 'Einleitung',
      type: 'textarea',
      defaultValue: 'Wir schicken Ihnen eine E-Mail, sobald eine passende Stelle frei wird. Kostenlos und jederzeit abbestellbar.',
      admin: { description: 'Steht zwischen Überschrift und Formular. Leer lassen: kein Text.' },
    },
  ],
};

import type { Block } from 'payload';

import { inPicker } from '../picker';
import { sketch } from './preview';

export const jobListBlock: Block = {
  slug: 'jobList',
  interfaceName: 'JobListBlock',
  labels: { singular: 'Stellenliste', plural: 'Stellenlisten' },
  ...inPicker('jobList', {
    group: 'lists',
    rank: 4,
    description: 'Alle offenen Stellen, filterbar nach Bundesland und Berufsfeld',
    sketch,
  }),
  fields: [
    { name: 'headline', label: 'Überschrift', type: 'text', defaultValue: 'Offene Stellen', admin: { description: 'Steht über der Liste. Leer lassen: keine Überschrift.' } },
    {
      name: 'showFilters',
      label: 'Filter nach Bundesland und Berufsfeld zeigen',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Ohne Haken zeigt die Liste alle offenen Stellen ohne Auswahl.' },
    },
  ],
};

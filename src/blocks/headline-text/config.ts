import type { Block } from 'payload';

import { TEXT_ALIGNS, TEXT_WEIGHTS } from '@/components/tokens';

import { headlineTagField } from '../adminFields';
import { selectOptions, textColorOptions } from '../selectOptions';
import { inPicker } from '../picker';
import { validateSiblings } from '../rules';
import { sketch } from './preview';
import { TEXT_SIZE_VALUES, TEXT_TRANSFORM_VALUES, headlineTextRules } from './rules';

interface HeadlineTextSiblings {
  headline: unknown;
  text: unknown;
}

export const headlineTextBlock: Block = {
  slug: 'headlineText',
  interfaceName: 'HeadlineTextBlock',
  labels: { singular: 'Überschrift und Text', plural: 'Überschriften und Texte' },
  ...inPicker('headlineText', {
    group: 'text',
    rank: 2,
    description: 'Überschrift und kurzer Text, Farbe und Größe nach Wahl',
    sketch,
  }),
  fields: [
    {
      name: 'headline',
      label: 'Überschrift',
      type: 'text',
      admin: { description: 'Überschrift oder Text, mindestens eines von beiden. Leer lassen: keine Überschrift.' },
      validate: validateSiblings<HeadlineTextSiblings>((value, { text }) => headlineTextRules.headlineOrTextProblem(value, text)),
    },
    {
      type: 'row',
      fields: [
        headlineTagField('headlineLevel', 'h2'),
        {
          name: 'headlineColor',
          label: 'Farbe der Überschrift',
          type: 'select',
          defaultValue: 'darkgrey',
          options: textColorOptions,
          admin: { description: 'Farbe der Überschrift; der Text hat seine eigene.' },
        },
      ],
    },
    {
      name: 'text',
      label: 'Text',
      type: 'textarea',
      admin: { description: 'Kurzer Text unter der Überschrift. Leer lassen: nur die Überschrift.' },
      validate: validateSiblings<HeadlineTextSiblings>((value, { headline }) => headlineTextRules.headlineOrTextProblem(headline, value)),
    },
    {
      type: 'row',
      fields: [
        { name: 'textColor', label: 'Farbe des Texts', type: 'select', defaultValue: 'darkgrey', options: textColorOptions, admin: { description: 'Gilt nur für den Text, nicht für die Überschrift.' } },
        {
          name: 'textSize',
          label: 'Schriftgröße',
          type: 'select',
          defaultValue: 'normal',
          admin: { description: 'Größe des Texts; die Überschrift richtet sich nach ihrer Ebene.' },
          options: selectOptions(TEXT_SIZE_VALUES, { normal: 'Normal', small: 'Klein', large: 'Groß', xlarge: 'Sehr groß', xxlarge: 'Riesig' }),
        },
        {
          name: 'textWeight',
          label: 'Schriftstärke',
          type: 'select',
          defaultValue: 'primary',
          admin: { description: 'Wie fett der Text erscheint.' },
          options: selectOptions(TEXT_WEIGHTS, { primary: 'Normal', bold: 'Halbfett', bolder: 'Fett' }),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'textAlign',
          label: 'Ausrichtung',
          type: 'select',
          defaultValue: 'left',
          admin: { description: 'Gilt für Überschrift und Text.' },
          options: selectOptions(TEXT_ALIGNS, { left: 'Links', center: 'Zentriert', right: 'Rechts', justify: 'Blocksatz' }),
        },
        {
          name: 'textTransform',
          label: 'Schreibweise',
          type: 'select',
          defaultValue: 'none',
          admin: { description: 'Ändert nur die Anzeige; gespeichert bleibt der Text, wie eingegeben.' },
          options: selectOptions(TEXT_TRANSFORM_VALUES, {
            none: 'Wie eingegeben',
            uppercase: 'GROSSBUCHSTABEN',
            lowercase: 'kleinbuchstaben',
            capitalize: 'Jedes Wort Groß',
          }),
        },
      ],
    },
  ],
};

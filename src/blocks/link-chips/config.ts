import type { Block } from 'payload';

import { CHIP_COLORS } from '@/components/chip/styles';

import { linkField } from '../adminFields';
import { selectOptions } from '../selectOptions';
import { inPicker } from '../picker';
import { validateWith } from '../rules';
import { sketch } from './preview';
import { LINK_TARGETS, linkChipsRules } from './rules';

export const linkChipsBlock: Block = {
  slug: 'linkChips',
  interfaceName: 'LinkChipsBlock',
  labels: { singular: 'Link-Chips', plural: 'Link-Chips' },
  ...inPicker('linkChips', {
    group: 'lists',
    rank: 2,
    description: 'Kurze Links als Chips, z. B. zu beliebten Themen',
    sketch,
  }),
  fields: [
    {
      name: 'label',
      label: 'Überschrift',
      type: 'text',
      admin: { description: 'Optional, z. B. „Beliebte Themen“. Benennt die Links auch für Screenreader.' },
    },
    {
      name: 'chips',
      label: 'Links',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Link', plural: 'Links' },
      admin: { description: 'Eine Zeile je Chip, bis zu 20, in dieser Reihenfolge.' },
      validate: validateWith(linkChipsRules.chips),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', label: 'Text', type: 'text', required: true, admin: { description: 'Steht im Chip; ein, zwei Wörter.' }, validate: validateWith(linkChipsRules.label) },
            linkField('href', 'Ziel', linkChipsRules.href, { required: true }),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'color',
              label: 'Farbe',
              type: 'select',
              defaultValue: 'default',
              admin: { description: 'Hintergrundfarbe des Chips.' },
              options: selectOptions(CHIP_COLORS, {
                default: 'Standard (hellblau)',
                reddish: 'Rötlich',
                aquamarine: 'Aquamarin',
                amethyst: 'Amethyst (weiße Schrift)',
                twilight: 'Dämmerblau (weiße Schrift)',
              }),
            },
            {
              name: 'target',
              label: 'Öffnen in',
              type: 'select',
              defaultValue: '_self',
              admin: { description: 'Neues Fenster nur für fremde Websites.' },
              options: selectOptions(LINK_TARGETS, { _self: 'demselben Fenster', _blank: 'neuem Fenster' }),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'muted', label: 'Zurückhaltend (grau)', type: 'checkbox', defaultValue: false, admin: { description: 'Grau statt farbig, für weniger wichtige Links.' } },
            { name: 'disabled', label: 'Deaktiviert', type: 'checkbox', defaultValue: false, admin: { description: 'Sichtbar, aber nicht anklickbar.' } },
            {
              name: 'showExternalModal',
              label: 'Vor dem Verlassen der Website nachfragen',
              type: 'checkbox',
              defaultValue: true,
              admin: { description: 'Nur bei Links auf fremde Websites: Besucher bestätigen vorher.' },
            },
          ],
        },
      ],
    },
  ],
};

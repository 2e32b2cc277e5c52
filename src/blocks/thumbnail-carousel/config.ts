import type { Block } from 'payload';

import { carouselSettingsField } from '../carousel/config';
import { inPicker } from '../picker';
import { validateWith } from '../rules';
import { sketch } from './preview';
import { thumbnailCarouselRules } from './rules';

export const thumbnailCarouselBlock: Block = {
  slug: 'thumbnailCarousel',
  interfaceName: 'ThumbnailCarouselBlock',
  labels: { singular: 'Galerie', plural: 'Galerien' },
  ...inPicker('thumbnailCarousel', {
    group: 'media',
    rank: 3,
    description: 'Großes Bild mit einer Leiste von Vorschaubildern darunter',
    sketch,
  }),
  fields: [
    {
      name: 'label',
      label: 'Name der Galerie',
      type: 'text',
      required: true,
      admin: { description: 'Für Screenreader, z. B. „Bilder vom Campingplatz“. Wird nicht angezeigt.' },
      validate: validateWith(thumbnailCarouselRules.label),
    },
    {
      name: 'items',
      label: 'Bilder',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 30,
      labels: { singular: 'Bild', plural: 'Bilder' },
      admin: { description: 'Eine Zeile je Bild, 2 bis 30; jedes erscheint auch als Vorschaubild.' },
      validate: validateWith(thumbnailCarouselRules.items),
      fields: [
        { name: 'image', label: 'Bild', type: 'upload', relationTo: 'media', required: true, admin: { description: 'Aus der Mediathek; der Alternativtext kommt von dort.' }, validate: validateWith(thumbnailCarouselRules.image) },
        { name: 'caption', label: 'Bildtext', type: 'text', admin: { description: 'Steht unter dem großen Bild. Leer lassen: kein Bildtext.' } },
      ],
    },
    {
      name: 'thumbnailBreakpoints',
      label: 'Vorschaubilder je Breite',
      type: 'array',
      labels: { singular: 'Breakpoint', plural: 'Breakpoints' },
      admin: {
        description: 'Leer: 3 Vorschaubilder, ab 360 px 5, ab 768 px 6, ab 1024 px 7.',
        initCollapsed: true,
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'minWidth', label: 'Ab Breite (px)', type: 'number', required: true, admin: { description: 'Gilt ab dieser Fensterbreite in Pixeln.' }, validate: validateWith(thumbnailCarouselRules.minWidth) },
            { name: 'thumbnails', label: 'Vorschaubilder', type: 'number', required: true, admin: { description: 'So viele Vorschaubilder stehen nebeneinander.' }, validate: validateWith(thumbnailCarouselRules.thumbnails) },
          ],
        },
      ],
    },
    carouselSettingsField({ loop: true }),
  ],
};

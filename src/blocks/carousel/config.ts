import type { Block, GroupField } from 'payload';

import { refuseForbiddenLink } from '@/cms/fields/links';
import { CAROUSEL_DEFAULTS } from '@/components/carousel/options';

import { inPicker } from '../picker';
import { validateWith } from '../rules';
import { sketch } from './preview';
import { BREAKPOINT_WIDTH, SLIDES_PER_VIEW, SPACE_BETWEEN, carouselRules } from './rules';

const option = (name: string, label: string, defaultValue: boolean, description?: string) =>
  ({ name, label, type: 'checkbox', defaultValue, ...(description ? { admin: { description } } : {}) }) as const;

/**
 * Spec 3's carousel options with their defaults, for the carousel and the gallery (whose large
 * pictures loop unless the editor switches it off: spec 9's thumbnail carousel loops).
 */
export function carouselSettingsField(defaults: { loop: boolean } = { loop: false }): GroupField {
  return {
    name: 'settings',
    // One GraphQL type for the carousel's and the gallery's settings (one fragment reads both).
    interfaceName: 'CarouselSettings',
    label: 'Einstellungen',
    type: 'group',
    admin: { description: 'Die Voreinstellungen passen meistens.' },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'slidesPerView',
            label: 'Bilder pro Ansicht ab 768 px',
            type: 'number',
            defaultValue: CAROUSEL_DEFAULTS.slidesPerView,
            min: SLIDES_PER_VIEW.min,
            max: SLIDES_PER_VIEW.max,
            admin: { step: 0.1, description: 'Auf Smartphones immer eines.' },
            validate: validateWith(carouselRules.slidesPerView),
          },
          {
            name: 'spaceBetween',
            label: 'Abstand zwischen den Bildern (px)',
            type: 'number',
            defaultValue: CAROUSEL_DEFAULTS.spaceBetween,
            min: SPACE_BETWEEN.min,
            max: SPACE_BETWEEN.max,
            admin: { description: 'Lücke zwischen zwei Bildern in Pixeln.' },
            validate: validateWith(carouselRules.spaceBetween),
          },
        ],
      },
      {
        type: 'row',
        fields: [
          option('navigation', 'Pfeile', true, 'Pfeile links und rechts zum Weiterblättern.'),
          option('navigationOutside', 'Pfeile neben den Bildern', false, 'Ab 768 px stehen die Pfeile außerhalb statt über den Bildern.'),
          option('mobileOptimisedButtons', 'Große Pfeile unter den Bildern auf Smartphones', false, 'Leichter mit dem Daumen zu treffen.'),
        ],
      },
      {
        type: 'row',
        fields: [
          option('autoplay', 'Automatisch weiterblättern', false, 'Alle 3 Sekunden; Besucher können es anhalten.'),
          option('loop', 'Endlos', defaults.loop, 'Nach dem letzten Bild kommt wieder das erste.'),
          option('scrollbar', 'Scrollleiste', false, 'Eine Leiste unter den Bildern zeigt, wo man gerade ist.'),
        ],
      },
      {
        type: 'row',
        fields: [
          option('shadow', 'Schatten', false, 'Ein Schatten unter jedem Bild.'),
          option('roundCorners', 'Runde Ecken', CAROUSEL_DEFAULTS.roundCorners, 'Bilder mit abgerundeten Ecken.'),
          option('mobileSlidePeek', 'Nächstes Bild auf Smartphones anschneiden', CAROUSEL_DEFAULTS.mobileSlidePeek, 'Der Rand des nächsten Bildes lädt zum Wischen ein.'),
        ],
      },
      {
        name: 'breakpoints',
        label: 'Eigene Breakpoints',
        type: 'array',
        labels: { singular: 'Breakpoint', plural: 'Breakpoints' },
        admin: { description: 'Optional: ab welcher Breite wie viele Bilder zu sehen sind.', initCollapsed: true },
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'minWidth',
                label: 'Ab Breite (px)',
                type: 'number',
                required: true,
                min: BREAKPOINT_WIDTH.min,
                max: BREAKPOINT_WIDTH.max,
                admin: { description: 'Gilt ab dieser Fensterbreite in Pixeln.' },
                validate: validateWith(carouselRules.breakpointWidth),
              },
              {
                name: 'slidesPerView',
                label: 'Bilder pro Ansicht',
                type: 'number',
                required: true,
                admin: { step: 0.1, description: 'Auch halbe Bilder möglich, z. B. 2.5.' },
                validate: validateWith(carouselRules.breakpointSlides),
              },
              {
                name: 'spaceBetween',
                label: 'Abstand (px)',
                type: 'number',
                admin: { description: 'Leer: der Abstand aus den Einstellungen oben.' },
                validate: validateWith(carouselRules.spaceBetween),
              },
            ],
          },
        ],
      },
    ],
  };
}

export const carouselBlock: Block = {
  slug: 'carousel',
  interfaceName: 'CarouselBlock',
  labels: { singular: 'Karussell', plural: 'Karussells' },
  ...inPicker('carousel', {
    group: 'media',
    rank: 2,
    description: 'Bilder zum Durchblättern, mit Bildtext und Link',
    sketch,
  }),
  fields: [
    {
      name: 'label',
      label: 'Name des Karussells',
      type: 'text',
      required: true,
      admin: { description: 'Für Screenreader, z. B. „Eindrücke vom Großglockner“. Wird nicht angezeigt.' },
      validate: validateWith(carouselRules.label),
    },
    {
      name: 'slides',
      label: 'Bilder',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Bild', plural: 'Bilder' },
      admin: { description: 'Eine Zeile je Bild, bis zu 20, in der Reihenfolge des Durchblätterns.' },
      validate: validateWith(carouselRules.slides),
      fields: [
        { name: 'image', label: 'Bild', type: 'upload', relationTo: 'media', required: true, admin: { description: 'Aus der Mediathek; der Alternativtext kommt von dort.' }, validate: validateWith(carouselRules.image) },
        {
          type: 'row',
          fields: [
            { name: 'caption', label: 'Bildtext', type: 'text', admin: { description: 'Steht unter dem Bild. Leer lassen: kein Bildtext.' } },
            {
              name: 'link',
              label: 'Link',
              type: 'text',
              admin: { description: 'Optional: Pfad wie /reisen oder https://…' },
              validate: validateWith(carouselRules.link),
              hooks: { beforeChange: [refuseForbiddenLink] },
            },
          ],
        },
      ],
    },
    carouselSettingsField(),
  ],
};

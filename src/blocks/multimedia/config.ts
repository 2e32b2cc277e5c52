import type { Block } from 'payload';

import { contentEditor } from '@/cms/editor/lexical';

import { ratioOptions, selectOptions } from '../selectOptions';
import { inPicker } from '../picker';
import { validateRichText, validateSiblings, validateWith } from '../rules';
import { sketch } from './preview';
import { videoFields } from './videoFields';
import { MEDIA_POSITIONS, MEDIA_TYPES, MEDIA_WIDTH, type MediaPosition, type MediaType, isHorizontal, multimediaRules } from './rules';

interface MultimediaSiblings {
  mediaType: MediaType;
  mediaPosition: MediaPosition;
}

const isType = (type: MediaType) => (_: unknown, siblings: Partial<MultimediaSiblings>) => (siblings.mediaType ?? 'image') === type;

export const multimediaBlock: Block = {
  slug: 'multimedia',
  interfaceName: 'MultimediaBlock',
  labels: { singular: 'Multimedia', plural: 'Multimedia' },
  ...inPicker('multimedia', {
    group: 'media',
    rank: 1,
    description: 'Ein Bild oder Video, gern mit Text daneben',
    sketch,
  }),
  fields: [
    {
      name: 'mediaType',
      label: 'Art des Mediums',
      type: 'radio',
      required: true,
      defaultValue: 'image',
      admin: { description: 'Davon hängt ab, welche Felder darunter erscheinen.' },
      options: selectOptions(MEDIA_TYPES, { image: 'Bild', artDirected: 'Bild mit eigenem Ausschnitt für Smartphones', video: 'Video oder Playlist' }),
    },
    ...videoFields,
    {
      name: 'image',
      label: 'Bild',
      type: 'upload',
      relationTo: 'media',
      admin: { condition: isType('image'), description: 'Aus der Mediathek; Alternativtext und Copyright kommen von dort.' },
      validate: validateWith(multimediaRules.image),
    },
    {
      type: 'row',
      admin: { condition: isType('artDirected') },
      fields: [
        {
          name: 'desktopImage',
          label: 'Bild ab 768 px Breite',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Für Tablets und größere Bildschirme.' },
          validate: validateWith(multimediaRules.desktopImage),
        },
        {
          name: 'mobileImage',
          label: 'Bild für Smartphones',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Eigener Ausschnitt für Bildschirme unter 768 px.' },
          validate: validateWith(multimediaRules.mobileImage),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'ratio',
          label: 'Seitenverhältnis',
          type: 'select',
          required: true,
          defaultValue: 'r16x9',
          options: ratioOptions,
          admin: { description: 'Das Bild wird auf dieses Format zugeschnitten.' },
        },
        {
          name: 'mobileRatio',
          label: 'Seitenverhältnis auf Smartphones',
          type: 'select',
          defaultValue: 'square',
          options: ratioOptions,
          admin: { condition: isType('artDirected'), description: 'Format des Smartphone-Bildes.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'roundCorners', label: 'Runde Ecken', type: 'checkbox', defaultValue: false, admin: { description: 'Bild oder Video mit abgerundeten Ecken.' } },
        {
          name: 'showVignette',
          label: 'Vignette (dunkle Ränder)',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            condition: (_, siblings: Partial<MultimediaSiblings>) => siblings.mediaType !== 'video',
            description: 'Dunkelt die Ränder des Bildes ab.',
          },
        },
      ],
    },
    {
      name: 'content',
      label: 'Text zum Bild oder Video',
      type: 'richText',
      editor: contentEditor,
      admin: { description: 'Optional. Das Copyright eines Bildes kommt aus der Mediathek.' },
      validate: validateRichText(),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'mediaPosition',
          label: 'Bild oder Video steht',
          type: 'select',
          required: true,
          defaultValue: 'top',
          admin: { description: 'Auf Smartphones steht das Bild oder Video immer über dem Text.' },
          options: selectOptions(MEDIA_POSITIONS, {
            top: 'über dem Text',
            bottom: 'unter dem Text',
            left: 'links, Text fließt rechts daneben',
            right: 'rechts, Text fließt links daneben',
          }),
        },
        {
          name: 'mediaWidth',
          label: 'Breite des Bildes oder Videos',
          type: 'text',
          defaultValue: MEDIA_WIDTH.fallback,
          // A measure, not words: the search index and visual mode leave it out (cms/fields/shownTexts.ts).
          custom: { shownText: false },
          admin: {
            condition: (_, siblings: Partial<MultimediaSiblings>) => isHorizontal(siblings.mediaPosition),
            description: `Mit Prozentzeichen, ${MEDIA_WIDTH.min}% bis ${MEDIA_WIDTH.max}%, z. B. 40%. Auf Smartphones steht das Bild über dem Text.`,
          },
          validate: validateSiblings<MultimediaSiblings>((value, { mediaPosition }) => multimediaRules.mediaWidthProblem(mediaPosition, value)),
        },
      ],
    },
  ],
};

import type { ArrayField } from 'payload';

/**
 * The caption and subtitle tracks of a video: files of the "captions" collection, one of them
 * the default (the one switching captions on shows). Shared by a video file and a playlist item,
 * as one GraphQL type (`CaptionTrack`).
 */
export function captionTracksField(description: string): ArrayField {
  return {
    name: 'tracks',
    label: 'Untertitel',
    labels: { singular: 'Untertitelspur', plural: 'Untertitelspuren' },
    type: 'array',
    interfaceName: 'CaptionTrack',
    admin: { description, initCollapsed: false },
    validate: (rows: unknown) => {
      const defaults = Array.isArray(rows) ? rows.filter((row: unknown) => typeof row === 'object' && row !== null && Reflect.get(row, 'isDefault') === true) : [];
      return defaults.length <= 1 ? true : 'Nur eine Spur kann die Standardspur sein.';
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'file', label: 'WebVTT-Datei', type: 'upload', relationTo: 'captions', required: true },
          {
            name: 'isDefault',
            label: 'Standardspur',
            type: 'checkbox',
            defaultValue: false,
            admin: { description: 'Diese Spur zeigt der Player, wenn Besucher die Untertitel einschalten.' },
          },
        ],
      },
    ],
  };
}

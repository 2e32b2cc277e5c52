import type { FieldHook, TextField } from 'payload';

import { isValidSlug } from '@/lib/routing/paths';
import { slugify } from '@/lib/routing/slugify';

const slugFromTitle: FieldHook = ({ value, data }) => {
  if (typeof value === 'string' && value.length > 0) return value;
  const title: unknown = data?.title;
  return typeof title === 'string' ? slugify(title) : value;
};

/** A URL slug of the path grammar, filled from the title when left empty. */
export function slugField(overrides: { unique?: boolean } = {}): TextField {
  return {
    name: 'slug',
    label: 'Slug (URL)',
    type: 'text',
    index: true,
    unique: overrides.unique ?? false,
    required: true,
    admin: {
      position: 'sidebar',
      description: 'Kleinbuchstaben, Ziffern und Bindestriche. Leer lassen: wird aus dem Titel erzeugt.',
    },
    hooks: { beforeValidate: [slugFromTitle] },
    validate: (value: string | null | undefined) =>
      typeof value === 'string' && isValidSlug(value)
        ? true
        : 'Nur Kleinbuchstaben (a–z), Ziffern, „%“ und „-“ sind erlaubt.',
  };
}

import type { FieldHook, TextField } from 'payload';

import { isValidSlug } from '@/lib/routing/paths';
import { isReservedTopLevelSlug } from '@/lib/routing/reserved';
import { slugify } from '@/lib/routing/slugify';

const slugFromTitle: FieldHook = ({ value, data }) => {
  if (typeof value === 'string' && value.length > 0) return value;
  const title: unknown = data?.title;
  return typeof title === 'string' ? slugify(title) : value;
};

/** A URL slug of the path grammar, filled from the title when left empty. With `topLevel`, a
 * document without parent (and not the home page) may not take a slug the app's routes use. */
export function slugField(overrides: { unique?: boolean; topLevel?: boolean } = {}): TextField {
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
    validate: (value: string | null | undefined, { data }: { data: Partial<{ parent: unknown; isHome: unknown }> }) => {
      if (typeof value !== 'string' || !isValidSlug(value)) return 'Nur Kleinbuchstaben (a–z), Ziffern, „%“ und „-“ sind erlaubt.';
      if (overrides.topLevel && !data.parent && !data.isHome && isReservedTopLevelSlug(value)) {
        return `„/${value}“ ist eine Seite der Website selbst. Bitte wählen Sie einen anderen Slug oder eine übergeordnete Rubrik.`;
      }
      return true;
    },
  };
}

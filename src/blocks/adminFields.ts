import type { CheckboxField, DateField, SelectField, TextField } from 'payload';
import type { ZodType } from 'zod';

import { refuseForbiddenLink } from '@/cms/fields/links';
import { type HeadlineTag, LEVELS } from '@/components/tokens';

import { validateWith } from './rules';
import { headlineTagOptions, selectOptions } from './selectOptions';

/** The heading level of a title; the spec's default for most is h2. */
export function headlineTagField(name: string, defaultValue: HeadlineTag, label = 'Überschriften-Ebene'): SelectField {
  return {
    name,
    label,
    type: 'select',
    defaultValue,
    options: headlineTagOptions,
    admin: { description: 'Für Screenreader und Suchmaschinen; das Aussehen bleibt gleich.' },
  };
}

/**
 * A link editors type (a path on this site, or a full address), checked by its rule when
 * publishing; one nobody may store (`javascript:` …) is refused on every save.
 */
export function linkField(name: string, label: string, rule: ZodType, options: { required?: boolean; description?: string } = {}): TextField {
  return {
    name,
    label,
    type: 'text',
    required: options.required ?? false,
    admin: { description: options.description ?? 'Pfad wie /mitgliedschaft oder Adresse wie https://…' },
    validate: validateWith(rule),
    hooks: { beforeChange: [refuseForbiddenLink] },
  };
}

/** Spec 3: which ways of travelling a protection product covers; CAR unless told otherwise. */
export const levelField: SelectField = {
  name: 'level',
  label: 'Schutzumfang',
  type: 'select',
  required: true,
  defaultValue: 'CAR',
  admin: { description: 'Bestimmt die Fahrzeug-Symbole neben dem Namen: wofür der Schutz gilt.' },
  options: selectOptions(LEVELS, {
    CAR: 'Auto (mit Motorrad, Moped, Rad und zu Fuß)',
    MOTORCYCLE: 'Motorrad (mit Moped, Rad und zu Fuß)',
    TOURING: 'Touring (Rad und zu Fuß)',
  }),
};


/** Spec 3: since when price and benefits apply ("Stand: 1. Jänner 2027" under the price). */
export const validFromField: DateField = {
  name: 'datePublished',
  label: 'Stand',
  type: 'date',
  admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Seit wann Preis und Leistung gelten.' },
};

/** Spec 3: on a page only members with the product see, "Schutz aktiv" instead of the button. */
export const userHasProductField: CheckboxField = {
  name: 'userHasProduct',
  label: 'Besucher haben dieses Produkt schon',
  type: 'checkbox',
  defaultValue: false,
  admin: { description: 'Für Seiten nur für Mitglieder mit diesem Schutz: statt „Wählen“ steht „Schutz aktiv“.' },
};

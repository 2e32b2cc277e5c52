import type { Field } from 'payload';
import { z } from 'zod';

import { PRICE_SIZES } from '@/components/tokens';
import { DEFAULT_CURRENCY, DEFAULT_TIME_VALUE } from '@/lib/format/price';

import { optionalText, validateWith } from './rules';
import { selectOptions } from './selectOptions';

export const priceRules = {
  value: z.number().min(0, 'Der Preis darf nicht negativ sein.').nullish(),
};

/** Spec 3: a price with its currency (€), period (Jahr), size, prefix, postfix and travel-agency flag. */
export const priceField: Field = {
  name: 'price',
  label: 'Preis',
  type: 'group',
  // One GraphQL type for every price, so one fragment reads them all.
  interfaceName: 'Price',
  admin: { description: 'Leer lassen, wenn kein Preis gezeigt werden soll.' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'value', label: 'Betrag', type: 'number', admin: { step: 0.01, description: 'Der Preis als Zahl, mit Cent. Leer lassen: kein Preis.' }, validate: validateWith(priceRules.value) },
        { name: 'currency', label: 'Währung', type: 'text', defaultValue: DEFAULT_CURRENCY, admin: { description: 'Steht vor dem Betrag; meist €.' } },
        { name: 'timeValue', label: 'Zeitraum', type: 'text', defaultValue: DEFAULT_TIME_VALUE, admin: { description: 'Leer: einmaliger Preis.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'prefix', label: 'Davor', type: 'text', admin: { placeholder: 'ab', description: 'Kleiner Text vor dem Preis, z. B. „ab“.' } },
        { name: 'postfix', label: 'Danach', type: 'text', admin: { placeholder: 'inkl. USt.', description: 'Grauer Hinweis in der Zeile unter dem Preis.' } },
        { name: 'size', label: 'Größe', type: 'select', defaultValue: 'large', options: selectOptions(PRICE_SIZES, { large: 'Groß', small: 'Klein' }), admin: { description: 'Groß als Blickfang, klein für Nebenpreise.' } },
      ],
    },
    { name: 'isReisebuero', label: 'Reisebüro-Preis („pro Person“)', type: 'checkbox', defaultValue: false, admin: { description: 'Zeigt „pro Person“ statt des Zeitraums.' } },
  ],
};

/** The price group as the CMS delivers it: no amount, no price. */
export const priceData = z
  .object({
    value: priceRules.value,
    currency: optionalText,
    timeValue: optionalText,
    size: z.enum(PRICE_SIZES).nullish(),
    prefix: optionalText,
    postfix: optionalText,
    isReisebuero: z.boolean().nullish(),
  })
  .nullish()
  .transform((price) =>
    price && typeof price.value === 'number'
      ? {
          value: price.value,
          currency: price.currency ?? DEFAULT_CURRENCY,
          // An emptied period means a one-off price.
          timeValue: price.timeValue,
          size: price.size ?? 'large',
          prefix: price.prefix ?? undefined,
          postfix: price.postfix ?? undefined,
          isReisebuero: price.isReisebuero ?? false,
        }
      : undefined,
  );

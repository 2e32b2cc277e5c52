import type { Block } from 'payload';

import { inPicker } from '../picker';
import { validateWith } from '../rules';
import { quoteRules } from './schema';
import { sketch } from './preview';

export const quoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: 'Zitat', plural: 'Zitate' },
  ...inPicker('quote', { group: 'text', description: 'Ein Zitat mit Name und Funktion', sketch }),
  fields: [
    { name: 'quote', label: 'Zitat', type: 'textarea', required: true, validate: validateWith(quoteRules.quote) },
    { name: 'author', label: 'Wer sagt das?', type: 'text' },
    { name: 'role', label: 'Funktion oder Quelle', type: 'text' },
  ],
};

import type { Block } from 'payload';

import { inPicker } from '../picker';
import { validateWith } from '../rules';
import { quoteRules } from './schema';
import { sketch } from './preview';

export const quoteBlock: Block = {
  slug: 'quote',
  interfaceName: 'QuoteBlock',
  labels: { singular: 'Zitat', plural: 'Zitate' },
  ...inPicker('quote', { group: 'text', rank: 3, description: 'Ein Zitat mit Name und Funktion', sketch }),
  fields: [
    { name: 'quote', label: 'Zitat', type: 'textarea', required: true, admin: { description: 'Ohne Anführungszeichen; die setzt die Seite selbst.' }, validate: validateWith(quoteRules.quote) },
    { name: 'author', label: 'Wer sagt das?', type: 'text', admin: { description: 'Name unter dem Zitat. Leer lassen: kein Name.' } },
    { name: 'role', label: 'Funktion oder Quelle', type: 'text', admin: { description: 'Steht nach dem Namen, z. B. „Leiterin Pannenhilfe“.' } },
  ],
};

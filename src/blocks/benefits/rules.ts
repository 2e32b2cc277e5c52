import { filled, filledText, rows } from '../rules';

export const benefitsRules = {
  items: rows(1, 'Bitte mindestens einen Vorteil anlegen.'),
  title: filledText('Bitte den Vorteil in einem Satz nennen.'),
  content: filled('Bitte den Vorteil erklären.'),
};

import { filledText } from '../rules';

export const alertRules = {
  text: filledText('Bitte den Text des Hinweises eingeben.'),
};

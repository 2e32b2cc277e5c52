import { filledLink, filledText } from '../rules';

export const horizontalTeaserRules = {
  headline: filledText('Bitte eine Überschrift eingeben.'),
  buttonText: filledText('Bitte den Text des Buttons eingeben.'),
  buttonLink: filledLink('Bitte angeben, wohin der Button führt.'),
};

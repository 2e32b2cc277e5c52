import { filledLink, filledText } from '../rules';

export const membershipTeaserRules = {
  title: filledText('Bitte den Namen der Mitgliedschaft eingeben.'),
  productLink: filledLink('Bitte angeben, wohin „Wählen“ führt.'),
};

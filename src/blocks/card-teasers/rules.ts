import { filledLink, filledText, rows } from '../rules';

export const cardTeasersRules = {
  cards: rows(1, 'Bitte mindestens eine Karte anlegen.'),
  headline: filledText('Bitte eine Überschrift für die Karte eingeben.'),
  link: filledLink('Bitte angeben, wohin die Karte führt.'),
};

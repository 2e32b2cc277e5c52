import { filledLink, filledText, optionalLink, rows } from '../rules';

export const productRules = {
  title: filledText('Bitte den Namen des Produkts eingeben.'),
  productLink: filledLink('Bitte angeben, wohin „Wählen“ führt.'),
  detailLink: optionalLink,
};

export const productTeasersRules = {
  products: rows(1, 'Bitte mindestens ein Produkt anlegen.'),
};

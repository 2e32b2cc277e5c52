import { filledLink, filledText, rows } from '../rules';

export const linkChipsRules = {
  chips: rows(1, 'Bitte mindestens einen Link anlegen.'),
  label: filledText('Bitte den Text des Links eingeben.'),
  href: filledLink('Bitte angeben, wohin der Link führt.'),
};

export const LINK_TARGETS = ['_self', '_blank'] as const;

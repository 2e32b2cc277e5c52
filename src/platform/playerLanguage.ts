import { De } from 'media-chrome/dist/lang/de.js';
import { MediaChromeMenu } from 'media-chrome/dist/menu/media-chrome-menu.js';
import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js';

/**
 * The player's labels in German. Media Chrome's German dictionary leaves some entries in English
 * ("pause", the play button's label while playing), and its menus' back button has an English
 * label that no dictionary reaches: its template is patched to ask the dictionary too. Both
 * are Media Chrome's own means (its i18n module and its templates' static `getTemplateHTML`).
 * Canary: playerLanguage.canary.test.ts.
 */
export const PLAYER_GERMAN = { ...De, pause: 'pausieren' };
export const BACK_TO_PREVIOUS_MENU = 'Zurück zum vorigen Menü';

/** The back button's label as Media Chrome's menu template writes it, in English. */
export const BACK_LABEL = 'aria-label="Back to previous menu"';

let applied = false;

/** Before any player is created: German labels for every Media Chrome element. */
export function labelPlayersInGerman(): void {
  if (applied) return;
  applied = true;
  addTranslation('de', PLAYER_GERMAN);
  setLanguage('de');
  const template = MediaChromeMenu.getTemplateHTML;
  MediaChromeMenu.getTemplateHTML = (attrs) => template(attrs).replace(BACK_LABEL, `aria-label="${BACK_TO_PREVIOUS_MENU}"`);
}

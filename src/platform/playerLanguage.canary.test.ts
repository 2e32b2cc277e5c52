import { De } from 'media-chrome/dist/lang/de.js';
import { MediaChromeMenu } from 'media-chrome/dist/menu/media-chrome-menu.js';
import { t } from 'media-chrome/dist/utils/i18n.js';
import { describe, expect, it } from 'vitest';

import { versionOf } from './canary';
import { BACK_LABEL, BACK_TO_PREVIOUS_MENU, PLAYER_GERMAN, labelPlayersInGerman } from './playerLanguage';

describe(`canary: the player's language in media-chrome ${versionOf('media-chrome')} (src/platform/playerLanguage.ts)`, () => {
  it('Media Chrome’s German dictionary still leaves what the site translates itself in English', () => {
    for (const [key, german] of Object.entries(PLAYER_GERMAN)) {
      if (german === De[key as keyof typeof De]) continue;
      expect(De[key as keyof typeof De], `Media Chrome now translates "${key}" itself: drop the site’s own entry from PLAYER_GERMAN`).toBe(key);
    }
  });

  it('the menus’ back button still has a fixed English label in the template, where the site replaces it', () => {
    expect(
      MediaChromeMenu.getTemplateHTML({}),
      'Media Chrome’s menu template no longer says aria-label="Back to previous menu": if it now asks the dictionary, add the text to PLAYER_GERMAN ' +
        'and drop the template patch in src/platform/playerLanguage.ts; else replace what it says now.',
    ).toContain(BACK_LABEL);
  });

  it('and with the site’s German, both read German', () => {
    labelPlayersInGerman();
    expect(t('pause'), 'Media Chrome’s i18n (addTranslation, setLanguage, t) no longer takes the site’s dictionary').toBe('pausieren');
    expect(MediaChromeMenu.getTemplateHTML({})).toContain(`aria-label="${BACK_TO_PREVIOUS_MENU}"`);
  });
});

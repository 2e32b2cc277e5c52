import type { PublicSettings } from '@/lib/settings/public';
import { tagManagerIdOf } from '@/lib/tracking/tagManager';

import type { ConsentConfig } from './vendors';

/** The browser's consent configuration from the runtime settings (server side). */
export function consentConfigOf(settings: PublicSettings): ConsentConfig {
  const { privacyPolicyPath } = settings;
  if (settings.consentProvider === 'usercentrics') {
    return { provider: 'usercentrics', settingsId: settings.usercentricsSettingsId ?? null, eventName: settings.usercentricsEventName, privacyPolicyPath };
  }
  return { provider: 'embedded', tagManager: tagManagerIdOf(settings) !== null, videoVendors: settings.videoVendors, privacyPolicyPath };
}

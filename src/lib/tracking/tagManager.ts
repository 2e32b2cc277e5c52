import { log } from '@/lib/log';
import type { PublicSettings } from '@/lib/settings/public';

import { checkTagManagerId } from './tagManagerId';

const reported = new Set<string>();

/**
 * The tag manager id to use, or null when none is set or the one set is invalid. An invalid id
 * never breaks a page: it is logged (once per value) with the id it probably meant.
 */
export function tagManagerIdOf(settings: Pick<PublicSettings, 'tagManagerId'>): string | null {
  const configured = settings.tagManagerId;
  if (!configured) return null;
  const check = checkTagManagerId(configured);
  if (check.valid) return check.id;
  if (!reported.has(configured)) {
    reported.add(configured);
    log.error('tagManager.invalidId', { setting: 'PUBLIC_TAG_MANAGER_ID', message: check.message, suggestion: check.suggestion });
  }
  return null;
}

import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { refreshSearchParts } from '../search/reindex'

/**
 * A noun's last syllable of three letters is now a part where it can be a noun of its own
 * (src/lib/search/wordForms.ts): `See` finds `Wörthersee`, `Eis` finds `Glatteis`. Every
 * indexed page's parts are worked out again. Only the parts change, and the trigger that keeps
 * `search_terms` leaves a row alone when its words do not change.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const refreshed = await refreshSearchParts(payload, req)
  if (refreshed > 0) payload.logger.info(`Search index: compound parts of ${refreshed} pages worked out again.`)
}

/** The parts stay as they are: the older splitting would only find less. */
export async function down(_args: MigrateDownArgs): Promise<void> {}

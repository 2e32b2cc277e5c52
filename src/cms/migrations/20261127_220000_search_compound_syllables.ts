import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { refreshSearchParts } from '../search/reindex'

/**
 * A compound is now split only where a syllable ends (src/lib/search/wordForms.ts): split
 * anywhere, `Fahrstreifen` was found by `Reifen` and `Österreich` by `erreichen`. Every
 * indexed page's parts are worked out again. Only the parts change, and the trigger that keeps
 * `search_terms` leaves a row alone when its words do not change.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const refreshed = await refreshSearchParts(payload, req)
  if (refreshed > 0) payload.logger.info(`Search index: compound parts of ${refreshed} pages worked out again.`)
}

/** The parts stay as they are: with the older splitting they would only find more. */
export async function down(_args: MigrateDownArgs): Promise<void> {}

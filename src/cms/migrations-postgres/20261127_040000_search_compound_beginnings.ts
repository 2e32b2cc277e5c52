import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { refreshSearchParts } from '../search/reindex'

/**
 * Data only: a long word's beginnings are now compound parts too (`Maut` finds `Mautstelle`,
 * src/lib/search/german.ts). Every indexed page's parts are worked out again; the full-text
 * index and the indexed words follow the rows. A new page or publish gets them from the plugin.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const refreshed = await refreshSearchParts(payload, req)
  if (refreshed > 0) payload.logger.info(`Search index: compound parts of ${refreshed} pages worked out again.`)
}

/** The beginnings stay in the rows: with the older splitting they only find a little more. */
export async function down(_args: MigrateDownArgs): Promise<void> {}

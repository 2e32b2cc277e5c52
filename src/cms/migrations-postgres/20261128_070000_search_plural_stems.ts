import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { refreshSearchTerms } from '../search/reindex'

/**
 * Plurals that Snowball leaves alone now have their singular's stem (src/lib/search/german.ts):
 * `Auto` finds `Autos`, `See` finds `Seen`, `Tipp` finds `Tipps`. Every indexed page's words
 * and compound parts are stemmed again; the triggers keep `search_terms` and the full-text
 * index in step with the words that changed.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const refreshed = await refreshSearchTerms(payload, req)
  if (refreshed > 0) payload.logger.info(`Search index: the words of ${refreshed} pages stemmed again.`)
}

/** The stems stay as they are: the older stemming would only find less. */
export async function down(_args: MigrateDownArgs): Promise<void> {}

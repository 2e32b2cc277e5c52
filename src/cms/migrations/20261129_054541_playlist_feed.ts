import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` ADD \`feed_url\` text;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` ADD \`feed_url\` text;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` ADD \`feed_url\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` ADD \`feed_url\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`channels_blocks_multimedia\` DROP COLUMN \`feed_url\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v_blocks_multimedia\` DROP COLUMN \`feed_url\`;`)
  await db.run(sql`ALTER TABLE \`articles_blocks_multimedia\` DROP COLUMN \`feed_url\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v_blocks_multimedia\` DROP COLUMN \`feed_url\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`_channels_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_channels_v_autosave_idx\` ON \`_channels_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_articles_v_autosave_idx\` ON \`_articles_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_job_postings_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_job_postings_v_autosave_idx\` ON \`_job_postings_v\` (\`autosave\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_channels_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_channels_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_job_postings_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_job_postings_v\` DROP COLUMN \`autosave\`;`)
}

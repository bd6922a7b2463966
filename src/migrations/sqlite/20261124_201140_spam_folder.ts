import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`spam_reason\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Posts in the spam folder are kept, as failed deliveries staff can still read.
  await db.run(sql`UPDATE \`form_submissions\` SET \`delivery_status\` = 'failed', \`delivery_error\` = 'Caught as spam.' WHERE \`delivery_status\` = 'spam';`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`spam_reason\`;`)
}

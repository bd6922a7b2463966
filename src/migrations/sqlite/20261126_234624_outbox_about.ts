import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Existing messages: a form's copy names its submission; the only others were donor e-mails.
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`about\` text NOT NULL DEFAULT 'donation';`)
  await db.run(sql`UPDATE \`outbox\` SET \`about\` = 'form-submission' WHERE \`submission_id\` IS NOT NULL;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`from\` text;`)
  await db.run(sql`CREATE INDEX \`outbox_about_idx\` ON \`outbox\` (\`about\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`outbox_about_idx\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`about\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`from\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`donations\` ADD \`needs_review\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`donations\` ADD \`review_note\` text;`)
  await db.run(sql`CREATE INDEX \`donations_needs_review_idx\` ON \`donations\` (\`needs_review\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`donations_needs_review_idx\`;`)
  await db.run(sql`ALTER TABLE \`donations\` DROP COLUMN \`needs_review\`;`)
  await db.run(sql`ALTER TABLE \`donations\` DROP COLUMN \`review_note\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`privacy_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_submission_months\` numeric DEFAULT 24 NOT NULL,
  	\`outbox_months\` numeric DEFAULT 6 NOT NULL,
  	\`unsubscribed_months\` numeric DEFAULT 12 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`privacy_settings\`;`)
}

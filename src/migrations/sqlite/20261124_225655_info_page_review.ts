import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_review_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`figure\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_review_notes_order_idx\` ON \`pages_review_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_review_notes_parent_id_idx\` ON \`pages_review_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_review_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`figure\` text,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_review_notes_order_idx\` ON \`_pages_v_version_review_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_review_notes_parent_id_idx\` ON \`_pages_v_version_review_notes\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_sources\` ADD \`publisher\` text;`)
  await db.run(sql`ALTER TABLE \`pages_sources\` ADD \`year\` numeric;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`reviewed_by_name\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`reviewed_by_role\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`next_review_due\` text;`)
  await db.run(sql`CREATE INDEX \`pages_next_review_due_idx\` ON \`pages\` (\`next_review_due\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_version_sources\` ADD \`publisher\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_version_sources\` ADD \`year\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_reviewed_by_name\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_reviewed_by_role\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_next_review_due\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_next_review_due_idx\` ON \`_pages_v\` (\`version_next_review_due\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_review_notes\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_review_notes\`;`)
  await db.run(sql`DROP INDEX \`pages_next_review_due_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`reviewed_by_name\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`reviewed_by_role\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`next_review_due\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_next_review_due_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_reviewed_by_name\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_reviewed_by_role\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_next_review_due\`;`)
  await db.run(sql`ALTER TABLE \`pages_sources\` DROP COLUMN \`publisher\`;`)
  await db.run(sql`ALTER TABLE \`pages_sources\` DROP COLUMN \`year\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_version_sources\` DROP COLUMN \`publisher\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_version_sources\` DROP COLUMN \`year\`;`)
}

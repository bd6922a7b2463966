import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`receipt_corrections\` ADD \`offline_gift_id\` integer REFERENCES offline_gifts(id);`)
  await db.run(sql`CREATE INDEX \`receipt_corrections_offline_gift_idx\` ON \`receipt_corrections\` (\`offline_gift_id\`);`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` ADD \`receipt_number\` numeric;`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` ADD \`receipt_issued_at\` text;`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` ADD \`receipt_name\` text;`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` ADD \`receipt_street\` text;`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` ADD \`receipt_city\` text;`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` ADD \`receipt_province\` text DEFAULT 'BC';`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` ADD \`receipt_postal_code\` text;`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` ADD \`receipt_country\` text DEFAULT 'Canada';`)
  await db.run(sql`CREATE UNIQUE INDEX \`offline_gifts_receipt_number_idx\` ON \`offline_gifts\` (\`receipt_number\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_receipt_corrections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`donation_id\` integer,
  	\`annual_receipt_id\` integer,
  	\`reason\` text NOT NULL,
  	\`replacement_amount\` numeric,
  	\`original_serial\` text,
  	\`replacement_serial\` text,
  	\`issued_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`donation_id\`) REFERENCES \`donations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`annual_receipt_id\`) REFERENCES \`annual_receipts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`issued_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_receipt_corrections\`("id", "kind", "donation_id", "annual_receipt_id", "reason", "replacement_amount", "original_serial", "replacement_serial", "issued_by_id", "updated_at", "created_at") SELECT "id", "kind", "donation_id", "annual_receipt_id", "reason", "replacement_amount", "original_serial", "replacement_serial", "issued_by_id", "updated_at", "created_at" FROM \`receipt_corrections\`;`)
  await db.run(sql`DROP TABLE \`receipt_corrections\`;`)
  await db.run(sql`ALTER TABLE \`__new_receipt_corrections\` RENAME TO \`receipt_corrections\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`receipt_corrections_donation_idx\` ON \`receipt_corrections\` (\`donation_id\`);`)
  await db.run(sql`CREATE INDEX \`receipt_corrections_annual_receipt_idx\` ON \`receipt_corrections\` (\`annual_receipt_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`receipt_corrections_replacement_serial_idx\` ON \`receipt_corrections\` (\`replacement_serial\`);`)
  await db.run(sql`CREATE INDEX \`receipt_corrections_issued_by_idx\` ON \`receipt_corrections\` (\`issued_by_id\`);`)
  await db.run(sql`CREATE INDEX \`receipt_corrections_updated_at_idx\` ON \`receipt_corrections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`receipt_corrections_created_at_idx\` ON \`receipt_corrections\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`offline_gifts_receipt_number_idx\`;`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` DROP COLUMN \`receipt_number\`;`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` DROP COLUMN \`receipt_issued_at\`;`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` DROP COLUMN \`receipt_name\`;`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` DROP COLUMN \`receipt_street\`;`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` DROP COLUMN \`receipt_city\`;`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` DROP COLUMN \`receipt_province\`;`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` DROP COLUMN \`receipt_postal_code\`;`)
  await db.run(sql`ALTER TABLE \`offline_gifts\` DROP COLUMN \`receipt_country\`;`)
}

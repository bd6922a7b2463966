import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Receipt serials come from a one-row counter instead of "highest number + 1, retry on a clash".
 * The row starts at the highest number already issued, so an existing site continues its
 * sequence (a new one starts at 1001, FIRST_RECEIPT_NUMBER).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`receipt_counter\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` integer NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`receipt_counter\` (\`id\`, \`value\`)
    SELECT 1, max(1000, coalesce(max(\`receipt_number\`), 0)) FROM \`donations\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`receipt_counter\`;`)
}

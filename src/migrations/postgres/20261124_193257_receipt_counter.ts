import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Receipt serials come from a one-row counter instead of "highest number + 1, retry on a clash".
 * The row starts at the highest number already issued, so an existing site continues its
 * sequence (a new one starts at 1001, FIRST_RECEIPT_NUMBER).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "receipt_counter" (
  	"id" integer PRIMARY KEY NOT NULL,
  	"value" integer NOT NULL
  );
  INSERT INTO "receipt_counter" ("id", "value")
    SELECT 1, greatest(1000, coalesce(max("receipt_number"), 0))::integer FROM "donations";
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "receipt_counter" CASCADE;`)
}

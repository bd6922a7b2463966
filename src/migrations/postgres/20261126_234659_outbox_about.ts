import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Existing messages: a form's copy names its submission; the only others were donor e-mails.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_outbox_about" AS ENUM('donation', 'form-submission');
  ALTER TABLE "outbox" ADD COLUMN "about" "enum_outbox_about" NOT NULL DEFAULT 'donation';
  UPDATE "outbox" SET "about" = 'form-submission' WHERE "submission_id" IS NOT NULL;
  ALTER TABLE "outbox" ALTER COLUMN "about" DROP DEFAULT;
  ALTER TABLE "outbox" ADD COLUMN "from" varchar;
  CREATE INDEX "outbox_about_idx" ON "outbox" USING btree ("about");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "outbox_about_idx";
  ALTER TABLE "outbox" DROP COLUMN "about";
  ALTER TABLE "outbox" DROP COLUMN "from";
  DROP TYPE "public"."enum_outbox_about";`)
}

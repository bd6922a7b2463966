import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_form_submissions_spam_reason" AS ENUM('honeypot', 'too-fast');
  ALTER TYPE "public"."enum_form_submissions_delivery_status" ADD VALUE 'spam';
  ALTER TABLE "form_submissions" ADD COLUMN "spam_reason" "enum_form_submissions_spam_reason";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Posts in the spam folder are kept, as failed deliveries staff can still read.
  await db.execute(sql`
   UPDATE "form_submissions" SET "delivery_status" = 'failed', "delivery_error" = 'Caught as spam.' WHERE "delivery_status" = 'spam';
  ALTER TABLE "form_submissions" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "form_submissions" ALTER COLUMN "delivery_status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_form_submissions_delivery_status";
  CREATE TYPE "public"."enum_form_submissions_delivery_status" AS ENUM('queued', 'retrying', 'sent', 'outbox', 'failed');
  ALTER TABLE "form_submissions" ALTER COLUMN "delivery_status" SET DEFAULT 'queued'::"public"."enum_form_submissions_delivery_status";
  ALTER TABLE "form_submissions" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_form_submissions_delivery_status" USING "delivery_status"::"public"."enum_form_submissions_delivery_status";
  ALTER TABLE "form_submissions" DROP COLUMN "spam_reason";
  DROP TYPE "public"."enum_form_submissions_spam_reason";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reconcilePendingDonations' BEFORE 'syncYouTube';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reconcilePendingDonations' BEFORE 'syncYouTube';
  ALTER TABLE "donations" ADD COLUMN "needs_review" boolean DEFAULT false;
  ALTER TABLE "donations" ADD COLUMN "review_note" varchar;
  CREATE INDEX "donations_needs_review_idx" ON "donations" USING btree ("needs_review");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendFormNotification', 'chargeMonthlyGifts', 'assignReceiptNumbers', 'syncYouTube');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendFormNotification', 'chargeMonthlyGifts', 'assignReceiptNumbers', 'syncYouTube');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "donations_needs_review_idx";
  ALTER TABLE "donations" DROP COLUMN "needs_review";
  ALTER TABLE "donations" DROP COLUMN "review_note";`)
}

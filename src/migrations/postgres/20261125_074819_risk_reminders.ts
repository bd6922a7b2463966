import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_risk_reminders_status" AS ENUM('pending', 'confirmed', 'sending');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendRiskReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendRiskReminders';
  CREATE TABLE "risk_reminders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"send_on" varchar NOT NULL,
  	"status" "enum_risk_reminders_status" DEFAULT 'pending' NOT NULL,
  	"consent_wording" varchar NOT NULL,
  	"requested_at" timestamp(3) with time zone NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"confirm_token_hash" varchar,
  	"confirm_by" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "risk_reminders_id" integer;
  CREATE INDEX "risk_reminders_email_idx" ON "risk_reminders" USING btree ("email");
  CREATE INDEX "risk_reminders_send_on_idx" ON "risk_reminders" USING btree ("send_on");
  CREATE INDEX "risk_reminders_status_idx" ON "risk_reminders" USING btree ("status");
  CREATE INDEX "risk_reminders_confirm_token_hash_idx" ON "risk_reminders" USING btree ("confirm_token_hash");
  CREATE INDEX "risk_reminders_updated_at_idx" ON "risk_reminders" USING btree ("updated_at");
  CREATE INDEX "risk_reminders_created_at_idx" ON "risk_reminders" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_risk_reminders_fk" FOREIGN KEY ("risk_reminders_id") REFERENCES "public"."risk_reminders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_risk_reminders_id_idx" ON "payload_locked_documents_rels" USING btree ("risk_reminders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "risk_reminders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "risk_reminders" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_risk_reminders_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendFormNotification', 'chargeMonthlyGifts', 'assignReceiptNumbers', 'reconcilePendingDonations', 'syncYouTube', 'applyRetention');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendFormNotification', 'chargeMonthlyGifts', 'assignReceiptNumbers', 'reconcilePendingDonations', 'syncYouTube', 'applyRetention');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_risk_reminders_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "risk_reminders_id";
  DROP TYPE "public"."enum_risk_reminders_status";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donor_sign_in_links_purpose" AS ENUM('sign-in', 'replace-card');
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'monthly-gift-changed-by-donor' BEFORE 'receipt-corrected';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'askForNewCards' BEFORE 'syncYouTube';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendDonorMail' BEFORE 'syncYouTube';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'askForNewCards' BEFORE 'syncYouTube';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendDonorMail' BEFORE 'syncYouTube';
  CREATE TABLE "recurring_donations_donor_changes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"change" varchar NOT NULL
  );
  
  CREATE TABLE "donor_sign_in_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"purpose" "enum_donor_sign_in_links_purpose" DEFAULT 'sign-in' NOT NULL,
  	"enrolment" numeric,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donor_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"from_link" numeric NOT NULL,
  	"flash" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "recurring_donations" ADD COLUMN "paused_until" timestamp(3) with time zone;
  ALTER TABLE "recurring_donations" ADD COLUMN "ask_for_new_card_on" timestamp(3) with time zone;
  ALTER TABLE "recurring_donations" ADD COLUMN "new_card_asked_at" timestamp(3) with time zone;
  ALTER TABLE "recurring_donations" ADD COLUMN "recovered_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_sign_in_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donor_sessions_id" integer;
  ALTER TABLE "recurring_donations_donor_changes" ADD CONSTRAINT "recurring_donations_donor_changes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recurring_donations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "recurring_donations_donor_changes_order_idx" ON "recurring_donations_donor_changes" USING btree ("_order");
  CREATE INDEX "recurring_donations_donor_changes_parent_id_idx" ON "recurring_donations_donor_changes" USING btree ("_parent_id");
  CREATE INDEX "donor_sign_in_links_email_idx" ON "donor_sign_in_links" USING btree ("email");
  CREATE UNIQUE INDEX "donor_sign_in_links_token_hash_idx" ON "donor_sign_in_links" USING btree ("token_hash");
  CREATE INDEX "donor_sign_in_links_expires_at_idx" ON "donor_sign_in_links" USING btree ("expires_at");
  CREATE INDEX "donor_sign_in_links_updated_at_idx" ON "donor_sign_in_links" USING btree ("updated_at");
  CREATE INDEX "donor_sign_in_links_created_at_idx" ON "donor_sign_in_links" USING btree ("created_at");
  CREATE INDEX "donor_sessions_email_idx" ON "donor_sessions" USING btree ("email");
  CREATE UNIQUE INDEX "donor_sessions_token_hash_idx" ON "donor_sessions" USING btree ("token_hash");
  CREATE INDEX "donor_sessions_expires_at_idx" ON "donor_sessions" USING btree ("expires_at");
  CREATE UNIQUE INDEX "donor_sessions_from_link_idx" ON "donor_sessions" USING btree ("from_link");
  CREATE INDEX "donor_sessions_updated_at_idx" ON "donor_sessions" USING btree ("updated_at");
  CREATE INDEX "donor_sessions_created_at_idx" ON "donor_sessions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_sign_in_links_fk" FOREIGN KEY ("donor_sign_in_links_id") REFERENCES "public"."donor_sign_in_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donor_sessions_fk" FOREIGN KEY ("donor_sessions_id") REFERENCES "public"."donor_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "recurring_donations_recovered_at_idx" ON "recurring_donations" USING btree ("recovered_at");
  CREATE INDEX "payload_locked_documents_rels_donor_sign_in_links_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_sign_in_links_id");
  CREATE INDEX "payload_locked_documents_rels_donor_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("donor_sessions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "recurring_donations_donor_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donor_sign_in_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donor_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "recurring_donations_donor_changes" CASCADE;
  DROP TABLE "donor_sign_in_links" CASCADE;
  DROP TABLE "donor_sessions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donor_sign_in_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donor_sessions_fk";
  
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_action";
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('donor-data-viewed', 'donor-data-exported', 'submissions-exported', 'subscribers-exported', 'roles-changed', 'account-deleted', 'monthly-gift-cancelled', 'receipt-corrected', 'spam-released', 'personal-data-exported', 'personal-data-erased', 'retention-applied');
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_entries_action" USING "action"::"public"."enum_audit_entries_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendFormNotification', 'chargeMonthlyGifts', 'assignReceiptNumbers', 'reconcilePendingDonations', 'syncYouTube', 'applyRetention', 'sendRiskReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendFormNotification', 'chargeMonthlyGifts', 'assignReceiptNumbers', 'reconcilePendingDonations', 'syncYouTube', 'applyRetention', 'sendRiskReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "recurring_donations_recovered_at_idx";
  DROP INDEX "payload_locked_documents_rels_donor_sign_in_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_donor_sessions_id_idx";
  ALTER TABLE "recurring_donations" DROP COLUMN "paused_until";
  ALTER TABLE "recurring_donations" DROP COLUMN "ask_for_new_card_on";
  ALTER TABLE "recurring_donations" DROP COLUMN "new_card_asked_at";
  ALTER TABLE "recurring_donations" DROP COLUMN "recovered_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_sign_in_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donor_sessions_id";
  DROP TYPE "public"."enum_donor_sign_in_links_purpose";`)
}

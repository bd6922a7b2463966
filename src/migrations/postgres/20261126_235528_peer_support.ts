import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_peer_support_cases_status" AS ENUM('new', 'suggested', 'introduced', 'first-call-done', 'closed', 'withdrawn', 'no-answer');
  CREATE TYPE "public"."enum_peer_support_cases_follow_up_answer" AS ENUM('yes', 'somewhat', 'no');
  CREATE TYPE "public"."enum_peer_volunteers_languages" AS ENUM('English', 'French', 'Punjabi', 'Cantonese', 'Mandarin', 'Hindi', 'Tagalog', 'Spanish', 'Farsi', 'Korean');
  CREATE TYPE "public"."enum_peer_volunteers_experiences" AS ENUM('diagnosis', 'active-surveillance', 'surgery', 'radiation', 'hormone-therapy', 'side-effects', 'advanced', 'caregiver');
  CREATE TYPE "public"."enum_peer_volunteers_status" AS ENUM('active', 'paused');
  CREATE TYPE "public"."enum_peer_volunteers_age_band" AS ENUM('under-55', '55-64', '65-74', '75-plus');
  ALTER TYPE "public"."enum_donor_sign_in_links_purpose" ADD VALUE 'volunteer';
  ALTER TYPE "public"."enum_audit_entries_action" ADD VALUE 'peer-case-opened';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendPeerSupportMail';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'peerSupportFollowThrough';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendPeerSupportMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'peerSupportFollowThrough';
  CREATE TABLE "peer_support_cases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"status" "enum_peer_support_cases_status" DEFAULT 'new' NOT NULL,
  	"volunteer_id" integer,
  	"introduced_at" timestamp(3) with time zone,
  	"first_call_at" timestamp(3) with time zone,
  	"ended_at" timestamp(3) with time zone,
  	"no_answer_tries" numeric DEFAULT 0,
  	"submission_id" integer,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"city" varchar,
  	"province" varchar,
  	"preferred_contact" varchar,
  	"best_time" varchar,
  	"language" varchar,
  	"date_of_diagnosis" varchar,
  	"age_at_diagnosis" varchar,
  	"topics" jsonb,
  	"message" varchar,
  	"share_consent" boolean DEFAULT false,
  	"volunteer_notes" varchar,
  	"volunteer_reminded_at" timestamp(3) with time zone,
  	"support_alerted_at" timestamp(3) with time zone,
  	"follow_up_sent_at" timestamp(3) with time zone,
  	"follow_up_answer" "enum_peer_support_cases_follow_up_answer",
  	"follow_up_comment" varchar,
  	"follow_up_answered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "peer_volunteers_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_peer_volunteers_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "peer_volunteers_experiences" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_peer_volunteers_experiences",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "peer_volunteers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"status" "enum_peer_volunteers_status" DEFAULT 'active' NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"region" varchar,
  	"age_band" "enum_peer_volunteers_age_band",
  	"training_completed_on" timestamp(3) with time zone,
  	"calls_per_month" numeric DEFAULT 2 NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "peer_support_cases_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "peer_volunteers_id" integer;
  ALTER TABLE "privacy_settings" ADD COLUMN "peer_support_case_months" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "peer_support_cases" ADD CONSTRAINT "peer_support_cases_volunteer_id_peer_volunteers_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."peer_volunteers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "peer_support_cases" ADD CONSTRAINT "peer_support_cases_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "peer_volunteers_languages" ADD CONSTRAINT "peer_volunteers_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."peer_volunteers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "peer_volunteers_experiences" ADD CONSTRAINT "peer_volunteers_experiences_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."peer_volunteers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "peer_support_cases_status_idx" ON "peer_support_cases" USING btree ("status");
  CREATE INDEX "peer_support_cases_volunteer_idx" ON "peer_support_cases" USING btree ("volunteer_id");
  CREATE INDEX "peer_support_cases_introduced_at_idx" ON "peer_support_cases" USING btree ("introduced_at");
  CREATE INDEX "peer_support_cases_first_call_at_idx" ON "peer_support_cases" USING btree ("first_call_at");
  CREATE INDEX "peer_support_cases_ended_at_idx" ON "peer_support_cases" USING btree ("ended_at");
  CREATE UNIQUE INDEX "peer_support_cases_submission_idx" ON "peer_support_cases" USING btree ("submission_id");
  CREATE INDEX "peer_support_cases_email_idx" ON "peer_support_cases" USING btree ("email");
  CREATE INDEX "peer_support_cases_follow_up_sent_at_idx" ON "peer_support_cases" USING btree ("follow_up_sent_at");
  CREATE INDEX "peer_support_cases_updated_at_idx" ON "peer_support_cases" USING btree ("updated_at");
  CREATE INDEX "peer_support_cases_created_at_idx" ON "peer_support_cases" USING btree ("created_at");
  CREATE INDEX "peer_volunteers_languages_order_idx" ON "peer_volunteers_languages" USING btree ("order");
  CREATE INDEX "peer_volunteers_languages_parent_idx" ON "peer_volunteers_languages" USING btree ("parent_id");
  CREATE INDEX "peer_volunteers_experiences_order_idx" ON "peer_volunteers_experiences" USING btree ("order");
  CREATE INDEX "peer_volunteers_experiences_parent_idx" ON "peer_volunteers_experiences" USING btree ("parent_id");
  CREATE INDEX "peer_volunteers_status_idx" ON "peer_volunteers" USING btree ("status");
  CREATE UNIQUE INDEX "peer_volunteers_email_idx" ON "peer_volunteers" USING btree ("email");
  CREATE INDEX "peer_volunteers_updated_at_idx" ON "peer_volunteers" USING btree ("updated_at");
  CREATE INDEX "peer_volunteers_created_at_idx" ON "peer_volunteers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_peer_support_cases_fk" FOREIGN KEY ("peer_support_cases_id") REFERENCES "public"."peer_support_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_peer_volunteers_fk" FOREIGN KEY ("peer_volunteers_id") REFERENCES "public"."peer_volunteers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_peer_support_cases_id_idx" ON "payload_locked_documents_rels" USING btree ("peer_support_cases_id");
  CREATE INDEX "payload_locked_documents_rels_peer_volunteers_id_idx" ON "payload_locked_documents_rels" USING btree ("peer_volunteers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "peer_support_cases" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "peer_volunteers_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "peer_volunteers_experiences" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "peer_volunteers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "peer_support_cases" CASCADE;
  DROP TABLE "peer_volunteers_languages" CASCADE;
  DROP TABLE "peer_volunteers_experiences" CASCADE;
  DROP TABLE "peer_volunteers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_peer_support_cases_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_peer_volunteers_fk";
  
  ALTER TABLE "donor_sign_in_links" ALTER COLUMN "purpose" SET DATA TYPE text;
  ALTER TABLE "donor_sign_in_links" ALTER COLUMN "purpose" SET DEFAULT 'sign-in'::text;
  DROP TYPE "public"."enum_donor_sign_in_links_purpose";
  CREATE TYPE "public"."enum_donor_sign_in_links_purpose" AS ENUM('sign-in', 'replace-card');
  ALTER TABLE "donor_sign_in_links" ALTER COLUMN "purpose" SET DEFAULT 'sign-in'::"public"."enum_donor_sign_in_links_purpose";
  ALTER TABLE "donor_sign_in_links" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_donor_sign_in_links_purpose" USING "purpose"::"public"."enum_donor_sign_in_links_purpose";
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_entries_action";
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('donor-data-viewed', 'donor-data-exported', 'submissions-exported', 'subscribers-exported', 'roles-changed', 'account-deleted', 'monthly-gift-cancelled', 'monthly-gift-changed-by-donor', 'receipt-corrected', 'spam-released', 'personal-data-exported', 'personal-data-erased', 'retention-applied');
  ALTER TABLE "audit_entries" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_entries_action" USING "action"::"public"."enum_audit_entries_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendFormNotification', 'chargeMonthlyGifts', 'assignReceiptNumbers', 'reconcilePendingDonations', 'askForNewCards', 'sendDonorMail', 'syncYouTube', 'applyRetention', 'sendRiskReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendFormNotification', 'chargeMonthlyGifts', 'assignReceiptNumbers', 'reconcilePendingDonations', 'askForNewCards', 'sendDonorMail', 'syncYouTube', 'applyRetention', 'sendRiskReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_peer_support_cases_id_idx";
  DROP INDEX "payload_locked_documents_rels_peer_volunteers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "peer_support_cases_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "peer_volunteers_id";
  ALTER TABLE "privacy_settings" DROP COLUMN "peer_support_case_months";
  DROP TYPE "public"."enum_peer_support_cases_status";
  DROP TYPE "public"."enum_peer_support_cases_follow_up_answer";
  DROP TYPE "public"."enum_peer_volunteers_languages";
  DROP TYPE "public"."enum_peer_volunteers_experiences";
  DROP TYPE "public"."enum_peer_volunteers_status";
  DROP TYPE "public"."enum_peer_volunteers_age_band";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_roles" AS ENUM('administrator', 'editor', 'finance', 'support');
  CREATE TYPE "public"."enum_receipt_corrections_kind" AS ENUM('void', 'replacement');
  CREATE TYPE "public"."enum_audit_entries_action" AS ENUM('donor-data-viewed', 'donor-data-exported', 'submissions-exported', 'subscribers-exported', 'roles-changed', 'account-deleted', 'monthly-gift-cancelled', 'receipt-corrected', 'spam-released', 'personal-data-exported', 'personal-data-erased', 'retention-applied');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applyRetention';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'applyRetention';
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "receipt_corrections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_receipt_corrections_kind" NOT NULL,
  	"donation_id" integer,
  	"annual_receipt_id" integer,
  	"reason" varchar NOT NULL,
  	"replacement_amount" numeric,
  	"original_serial" varchar,
  	"replacement_serial" varchar,
  	"issued_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_entries_action" NOT NULL,
  	"account_id" integer,
  	"account_email" varchar,
  	"target_collection" varchar,
  	"document_id" varchar,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "privacy_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_submission_months" numeric DEFAULT 24 NOT NULL,
  	"outbox_months" numeric DEFAULT 6 NOT NULL,
  	"unsubscribed_months" numeric DEFAULT 12 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "totp_enabled" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "totp_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "totp_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "two_factor_sessions" jsonb;
  ALTER TABLE "recurring_donations" ADD COLUMN "cancelled_by_id" integer;
  ALTER TABLE "recurring_donations" ADD COLUMN "cancellation_reason" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "receipt_corrections_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_entries_id" integer;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "receipt_corrections" ADD CONSTRAINT "receipt_corrections_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "receipt_corrections" ADD CONSTRAINT "receipt_corrections_annual_receipt_id_annual_receipts_id_fk" FOREIGN KEY ("annual_receipt_id") REFERENCES "public"."annual_receipts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "receipt_corrections" ADD CONSTRAINT "receipt_corrections_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_roles_value_idx" ON "users_roles" USING btree ("value");
  CREATE INDEX "receipt_corrections_donation_idx" ON "receipt_corrections" USING btree ("donation_id");
  CREATE INDEX "receipt_corrections_annual_receipt_idx" ON "receipt_corrections" USING btree ("annual_receipt_id");
  CREATE UNIQUE INDEX "receipt_corrections_replacement_serial_idx" ON "receipt_corrections" USING btree ("replacement_serial");
  CREATE INDEX "receipt_corrections_issued_by_idx" ON "receipt_corrections" USING btree ("issued_by_id");
  CREATE INDEX "receipt_corrections_updated_at_idx" ON "receipt_corrections" USING btree ("updated_at");
  CREATE INDEX "receipt_corrections_created_at_idx" ON "receipt_corrections" USING btree ("created_at");
  CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action");
  CREATE INDEX "audit_entries_account_idx" ON "audit_entries" USING btree ("account_id");
  CREATE INDEX "audit_entries_updated_at_idx" ON "audit_entries" USING btree ("updated_at");
  CREATE INDEX "audit_entries_created_at_idx" ON "audit_entries" USING btree ("created_at");
  ALTER TABLE "recurring_donations" ADD CONSTRAINT "recurring_donations_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_receipt_corrections_fk" FOREIGN KEY ("receipt_corrections_id") REFERENCES "public"."receipt_corrections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_entries_fk" FOREIGN KEY ("audit_entries_id") REFERENCES "public"."audit_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "recurring_donations_cancelled_by_idx" ON "recurring_donations" USING btree ("cancelled_by_id");
  CREATE INDEX "payload_locked_documents_rels_receipt_corrections_id_idx" ON "payload_locked_documents_rels" USING btree ("receipt_corrections_id");
  CREATE INDEX "payload_locked_documents_rels_audit_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "receipt_corrections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "receipt_corrections" CASCADE;
  DROP TABLE "audit_entries" CASCADE;
  DROP TABLE "privacy_settings" CASCADE;
  ALTER TABLE "recurring_donations" DROP CONSTRAINT "recurring_donations_cancelled_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_receipt_corrections_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_entries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendFormNotification', 'chargeMonthlyGifts', 'assignReceiptNumbers', 'reconcilePendingDonations', 'syncYouTube');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendFormNotification', 'chargeMonthlyGifts', 'assignReceiptNumbers', 'reconcilePendingDonations', 'syncYouTube');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "recurring_donations_cancelled_by_idx";
  DROP INDEX "payload_locked_documents_rels_receipt_corrections_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_entries_id_idx";
  ALTER TABLE "users" DROP COLUMN "totp_enabled";
  ALTER TABLE "users" DROP COLUMN "totp_secret";
  ALTER TABLE "users" DROP COLUMN "totp_pending_secret";
  ALTER TABLE "users" DROP COLUMN "two_factor_sessions";
  ALTER TABLE "recurring_donations" DROP COLUMN "cancelled_by_id";
  ALTER TABLE "recurring_donations" DROP COLUMN "cancellation_reason";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "receipt_corrections_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_entries_id";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_receipt_corrections_kind";
  DROP TYPE "public"."enum_audit_entries_action";`)
}

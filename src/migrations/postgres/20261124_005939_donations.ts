import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donations_donation_type" AS ENUM('single', 'monthly');
  CREATE TYPE "public"."enum_donations_status" AS ENUM('pending', 'approved', 'declined', 'failed');
  CREATE TYPE "public"."enum_donations_donation_area" AS ENUM('Area of greatest need', 'Research', 'Support', 'Awareness', 'Ride to Live', 'Fathers Day Walk / Run', 'Butts in a Boat', 'Pars for Prostate');
  CREATE TYPE "public"."enum_donations_gift_type" AS ENUM('foundation', 'memoriam', 'honour');
  CREATE TYPE "public"."enum_donations_honouree_occasion" AS ENUM('Anniversary', 'Bar Mitzvah', 'Bat Mitzvah', 'Birthday', 'Christmas', 'Easter', 'Father''s Day', 'Mother''s Day', 'Our Friendship', 'Retirement', 'Wedding', 'Your Thoughtfulness', 'No Occasion');
  CREATE TYPE "public"."enum_recurring_donations_status" AS ENUM('active', 'failing', 'cancelled');
  CREATE TYPE "public"."enum_recurring_donations_donation_area" AS ENUM('Area of greatest need', 'Research', 'Support', 'Awareness', 'Ride to Live', 'Fathers Day Walk / Run', 'Butts in a Boat', 'Pars for Prostate');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'chargeMonthlyGifts');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'chargeMonthlyGifts');
  CREATE TABLE "donations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"amount" numeric NOT NULL,
  	"donation_type" "enum_donations_donation_type" NOT NULL,
  	"status" "enum_donations_status" DEFAULT 'pending' NOT NULL,
  	"receipt_number" numeric,
  	"donation_area" "enum_donations_donation_area",
  	"gift_type" "enum_donations_gift_type" DEFAULT 'foundation',
  	"honouree_occasion" "enum_donations_honouree_occasion",
  	"honouree_title" varchar,
  	"honouree_first_name" varchar,
  	"honouree_last_name" varchar,
  	"honouree_send_to" varchar,
  	"honouree_address" varchar,
  	"honouree_city" varchar,
  	"honouree_province" varchar,
  	"honouree_postal_code" varchar,
  	"honouree_country" varchar,
  	"honouree_sent_on_behalf_of" varchar,
  	"honouree_name_on_card" varchar,
  	"honouree_message" varchar,
  	"mailing_list" boolean,
  	"office_note" varchar,
  	"b_fname" varchar,
  	"b_lname" varchar,
  	"b_email" varchar,
  	"b_tel" varchar,
  	"b_add" varchar,
  	"b_city" varchar,
  	"b_prov" varchar,
  	"b_pcode" varchar,
  	"b_country" varchar,
  	"gateway" varchar,
  	"reference_num" varchar,
  	"auth_code" varchar,
  	"response_code" varchar,
  	"gateway_response_code" varchar,
  	"message" varchar,
  	"card_brand" varchar,
  	"card_last4" varchar,
  	"trans_date_time" timestamp(3) with time zone,
  	"recurring_id" integer,
  	"idempotency_key" varchar,
  	"response" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recurring_donations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"amount" numeric NOT NULL,
  	"status" "enum_recurring_donations_status" DEFAULT 'active' NOT NULL,
  	"next_charge_date" timestamp(3) with time zone,
  	"donation_area" "enum_recurring_donations_donation_area",
  	"b_fname" varchar,
  	"b_lname" varchar,
  	"b_email" varchar,
  	"b_tel" varchar,
  	"b_add" varchar,
  	"b_city" varchar,
  	"b_prov" varchar,
  	"b_pcode" varchar,
  	"b_country" varchar,
  	"gateway" varchar NOT NULL,
  	"token" varchar NOT NULL,
  	"card_brand" varchar,
  	"card_last4" varchar,
  	"failed_attempts" numeric DEFAULT 0,
  	"retry_at" timestamp(3) with time zone,
  	"last_charged_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "annual_receipts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"serial" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"amount" numeric NOT NULL,
  	"gift_count" numeric,
  	"issued_at" timestamp(3) with time zone,
  	"donor_key" varchar NOT NULL,
  	"b_fname" varchar,
  	"b_lname" varchar,
  	"b_email" varchar,
  	"b_add" varchar,
  	"b_city" varchar,
  	"b_prov" varchar,
  	"b_pcode" varchar,
  	"b_country" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "annual_receipts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"donations_id" integer
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donation_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"place_of_issue" varchar DEFAULT 'Vancouver, BC' NOT NULL,
  	"signatory_name" varchar DEFAULT 'Executive Director' NOT NULL,
  	"signatory_title" varchar,
  	"signature_id" integer,
  	"tax_contact_address" varchar,
  	"tax_contact_phone" varchar,
  	"alternative_ways" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recurring_donations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "annual_receipts_id" integer;
  ALTER TABLE "donations" ADD CONSTRAINT "donations_recurring_id_recurring_donations_id_fk" FOREIGN KEY ("recurring_id") REFERENCES "public"."recurring_donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "annual_receipts_rels" ADD CONSTRAINT "annual_receipts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."annual_receipts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "annual_receipts_rels" ADD CONSTRAINT "annual_receipts_rels_donations_fk" FOREIGN KEY ("donations_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donation_settings" ADD CONSTRAINT "donation_settings_signature_id_media_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "donations_donation_type_idx" ON "donations" USING btree ("donation_type");
  CREATE INDEX "donations_status_idx" ON "donations" USING btree ("status");
  CREATE UNIQUE INDEX "donations_receipt_number_idx" ON "donations" USING btree ("receipt_number");
  CREATE INDEX "donations_b_email_idx" ON "donations" USING btree ("b_email");
  CREATE INDEX "donations_reference_num_idx" ON "donations" USING btree ("reference_num");
  CREATE INDEX "donations_recurring_idx" ON "donations" USING btree ("recurring_id");
  CREATE UNIQUE INDEX "donations_idempotency_key_idx" ON "donations" USING btree ("idempotency_key");
  CREATE INDEX "donations_updated_at_idx" ON "donations" USING btree ("updated_at");
  CREATE INDEX "donations_created_at_idx" ON "donations" USING btree ("created_at");
  CREATE INDEX "recurring_donations_status_idx" ON "recurring_donations" USING btree ("status");
  CREATE INDEX "recurring_donations_next_charge_date_idx" ON "recurring_donations" USING btree ("next_charge_date");
  CREATE INDEX "recurring_donations_b_email_idx" ON "recurring_donations" USING btree ("b_email");
  CREATE INDEX "recurring_donations_updated_at_idx" ON "recurring_donations" USING btree ("updated_at");
  CREATE INDEX "recurring_donations_created_at_idx" ON "recurring_donations" USING btree ("created_at");
  CREATE UNIQUE INDEX "annual_receipts_serial_idx" ON "annual_receipts" USING btree ("serial");
  CREATE INDEX "annual_receipts_year_idx" ON "annual_receipts" USING btree ("year");
  CREATE UNIQUE INDEX "annual_receipts_donor_key_idx" ON "annual_receipts" USING btree ("donor_key");
  CREATE INDEX "annual_receipts_updated_at_idx" ON "annual_receipts" USING btree ("updated_at");
  CREATE INDEX "annual_receipts_created_at_idx" ON "annual_receipts" USING btree ("created_at");
  CREATE INDEX "annual_receipts_rels_order_idx" ON "annual_receipts_rels" USING btree ("order");
  CREATE INDEX "annual_receipts_rels_parent_idx" ON "annual_receipts_rels" USING btree ("parent_id");
  CREATE INDEX "annual_receipts_rels_path_idx" ON "annual_receipts_rels" USING btree ("path");
  CREATE INDEX "annual_receipts_rels_donations_id_idx" ON "annual_receipts_rels" USING btree ("donations_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "donation_settings_signature_idx" ON "donation_settings" USING btree ("signature_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donations_fk" FOREIGN KEY ("donations_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recurring_donations_fk" FOREIGN KEY ("recurring_donations_id") REFERENCES "public"."recurring_donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_annual_receipts_fk" FOREIGN KEY ("annual_receipts_id") REFERENCES "public"."annual_receipts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_donations_id_idx" ON "payload_locked_documents_rels" USING btree ("donations_id");
  CREATE INDEX "payload_locked_documents_rels_recurring_donations_id_idx" ON "payload_locked_documents_rels" USING btree ("recurring_donations_id");
  CREATE INDEX "payload_locked_documents_rels_annual_receipts_id_idx" ON "payload_locked_documents_rels" USING btree ("annual_receipts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recurring_donations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "annual_receipts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "annual_receipts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donation_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "donations" CASCADE;
  DROP TABLE "recurring_donations" CASCADE;
  DROP TABLE "annual_receipts" CASCADE;
  DROP TABLE "annual_receipts_rels" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "donation_settings" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recurring_donations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_annual_receipts_fk";
  
  DROP INDEX "payload_locked_documents_rels_donations_id_idx";
  DROP INDEX "payload_locked_documents_rels_recurring_donations_id_idx";
  DROP INDEX "payload_locked_documents_rels_annual_receipts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recurring_donations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "annual_receipts_id";
  DROP TYPE "public"."enum_donations_donation_type";
  DROP TYPE "public"."enum_donations_status";
  DROP TYPE "public"."enum_donations_donation_area";
  DROP TYPE "public"."enum_donations_gift_type";
  DROP TYPE "public"."enum_donations_honouree_occasion";
  DROP TYPE "public"."enum_recurring_donations_status";
  DROP TYPE "public"."enum_recurring_donations_donation_area";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_campaigns_donation_area" AS ENUM('Area of greatest need', 'Research', 'Support', 'Awareness', 'Ride to Live', 'Fathers Day Walk / Run', 'Butts in a Boat', 'Pars for Prostate');
  CREATE TYPE "public"."enum_fundraising_gifts_status" AS ENUM('pending', 'approved', 'declined');
  CREATE TYPE "public"."enum_fundraising_gifts_show_as" AS ENUM('full', 'first', 'anonymous');
  CREATE TYPE "public"."enum_offline_gifts_kind" AS ENUM('cheque', 'cash');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendFundraiserMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendFundraiserMail';
  CREATE TABLE "campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"story" varchar,
  	"image_id" integer,
  	"event_id" integer,
  	"donation_area" "enum_campaigns_donation_area" NOT NULL,
  	"goal" numeric NOT NULL,
  	"suggested_goal" numeric,
  	"starts_on" timestamp(3) with time zone NOT NULL,
  	"ends_on" timestamp(3) with time zone NOT NULL,
  	"teams_allowed" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fundraisers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"campaign_id" integer NOT NULL,
  	"slug" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"goal" numeric NOT NULL,
  	"story" varchar,
  	"photo_id" integer,
  	"team_id" integer,
  	"hidden" boolean DEFAULT false,
  	"goal_reached_at" timestamp(3) with time zone,
  	"erased" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fundraising_teams" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"campaign_id" integer NOT NULL,
  	"slug" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"captain_id" integer,
  	"open" boolean DEFAULT true,
  	"join_code_hash" varchar,
  	"hidden" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fundraising_gifts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"fundraiser_id" integer NOT NULL,
  	"donation_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"status" "enum_fundraising_gifts_status" DEFAULT 'pending' NOT NULL,
  	"show_as" "enum_fundraising_gifts_show_as" NOT NULL,
  	"display_name" varchar NOT NULL,
  	"message" varchar,
  	"message_hidden" boolean DEFAULT false,
  	"voided" boolean DEFAULT false,
  	"void_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offline_gifts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"fundraiser_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"kind" "enum_offline_gifts_kind" DEFAULT 'cheque' NOT NULL,
  	"received_on" timestamp(3) with time zone NOT NULL,
  	"donor_name" varchar,
  	"issue_receipt" boolean DEFAULT false,
  	"voided" boolean DEFAULT false,
  	"void_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fundraising_page_totals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_id" integer NOT NULL,
  	"raised_cents" numeric DEFAULT 0 NOT NULL,
  	"gift_count" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "fundraising_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"blocked_words" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "campaigns_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fundraisers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fundraising_teams_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fundraising_gifts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offline_gifts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fundraising_page_totals_id" integer;
  ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fundraisers" ADD CONSTRAINT "fundraisers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fundraisers" ADD CONSTRAINT "fundraisers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fundraisers" ADD CONSTRAINT "fundraisers_team_id_fundraising_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."fundraising_teams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fundraising_teams" ADD CONSTRAINT "fundraising_teams_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fundraising_teams" ADD CONSTRAINT "fundraising_teams_captain_id_fundraisers_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."fundraisers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fundraising_gifts" ADD CONSTRAINT "fundraising_gifts_fundraiser_id_fundraisers_id_fk" FOREIGN KEY ("fundraiser_id") REFERENCES "public"."fundraisers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fundraising_gifts" ADD CONSTRAINT "fundraising_gifts_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offline_gifts" ADD CONSTRAINT "offline_gifts_fundraiser_id_fundraisers_id_fk" FOREIGN KEY ("fundraiser_id") REFERENCES "public"."fundraisers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fundraising_page_totals" ADD CONSTRAINT "fundraising_page_totals_page_id_fundraisers_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."fundraisers"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "campaigns_slug_idx" ON "campaigns" USING btree ("slug");
  CREATE INDEX "campaigns_image_idx" ON "campaigns" USING btree ("image_id");
  CREATE INDEX "campaigns_event_idx" ON "campaigns" USING btree ("event_id");
  CREATE INDEX "campaigns_updated_at_idx" ON "campaigns" USING btree ("updated_at");
  CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at");
  CREATE INDEX "fundraisers_campaign_idx" ON "fundraisers" USING btree ("campaign_id");
  CREATE UNIQUE INDEX "fundraisers_slug_idx" ON "fundraisers" USING btree ("slug");
  CREATE INDEX "fundraisers_email_idx" ON "fundraisers" USING btree ("email");
  CREATE INDEX "fundraisers_photo_idx" ON "fundraisers" USING btree ("photo_id");
  CREATE INDEX "fundraisers_team_idx" ON "fundraisers" USING btree ("team_id");
  CREATE INDEX "fundraisers_hidden_idx" ON "fundraisers" USING btree ("hidden");
  CREATE INDEX "fundraisers_updated_at_idx" ON "fundraisers" USING btree ("updated_at");
  CREATE INDEX "fundraisers_created_at_idx" ON "fundraisers" USING btree ("created_at");
  CREATE INDEX "fundraising_teams_campaign_idx" ON "fundraising_teams" USING btree ("campaign_id");
  CREATE UNIQUE INDEX "fundraising_teams_slug_idx" ON "fundraising_teams" USING btree ("slug");
  CREATE INDEX "fundraising_teams_captain_idx" ON "fundraising_teams" USING btree ("captain_id");
  CREATE INDEX "fundraising_teams_updated_at_idx" ON "fundraising_teams" USING btree ("updated_at");
  CREATE INDEX "fundraising_teams_created_at_idx" ON "fundraising_teams" USING btree ("created_at");
  CREATE INDEX "fundraising_gifts_fundraiser_idx" ON "fundraising_gifts" USING btree ("fundraiser_id");
  CREATE UNIQUE INDEX "fundraising_gifts_donation_idx" ON "fundraising_gifts" USING btree ("donation_id");
  CREATE INDEX "fundraising_gifts_status_idx" ON "fundraising_gifts" USING btree ("status");
  CREATE INDEX "fundraising_gifts_message_hidden_idx" ON "fundraising_gifts" USING btree ("message_hidden");
  CREATE INDEX "fundraising_gifts_updated_at_idx" ON "fundraising_gifts" USING btree ("updated_at");
  CREATE INDEX "fundraising_gifts_created_at_idx" ON "fundraising_gifts" USING btree ("created_at");
  CREATE INDEX "offline_gifts_fundraiser_idx" ON "offline_gifts" USING btree ("fundraiser_id");
  CREATE INDEX "offline_gifts_updated_at_idx" ON "offline_gifts" USING btree ("updated_at");
  CREATE INDEX "offline_gifts_created_at_idx" ON "offline_gifts" USING btree ("created_at");
  CREATE UNIQUE INDEX "fundraising_page_totals_page_idx" ON "fundraising_page_totals" USING btree ("page_id");
  CREATE INDEX "fundraising_page_totals_raised_cents_idx" ON "fundraising_page_totals" USING btree ("raised_cents");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_campaigns_fk" FOREIGN KEY ("campaigns_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fundraisers_fk" FOREIGN KEY ("fundraisers_id") REFERENCES "public"."fundraisers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fundraising_teams_fk" FOREIGN KEY ("fundraising_teams_id") REFERENCES "public"."fundraising_teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fundraising_gifts_fk" FOREIGN KEY ("fundraising_gifts_id") REFERENCES "public"."fundraising_gifts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offline_gifts_fk" FOREIGN KEY ("offline_gifts_id") REFERENCES "public"."offline_gifts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fundraising_page_totals_fk" FOREIGN KEY ("fundraising_page_totals_id") REFERENCES "public"."fundraising_page_totals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_fundraisers_id_idx" ON "payload_locked_documents_rels" USING btree ("fundraisers_id");
  CREATE INDEX "payload_locked_documents_rels_fundraising_teams_id_idx" ON "payload_locked_documents_rels" USING btree ("fundraising_teams_id");
  CREATE INDEX "payload_locked_documents_rels_fundraising_gifts_id_idx" ON "payload_locked_documents_rels" USING btree ("fundraising_gifts_id");
  CREATE INDEX "payload_locked_documents_rels_offline_gifts_id_idx" ON "payload_locked_documents_rels" USING btree ("offline_gifts_id");
  CREATE INDEX "payload_locked_documents_rels_fundraising_page_totals_id_idx" ON "payload_locked_documents_rels" USING btree ("fundraising_page_totals_id");`)
  for (const statement of TOTALS_TRIGGERS) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of DROP_TOTALS_TRIGGERS) await db.execute(sql.raw(statement))
  await db.execute(sql`
   ALTER TABLE "campaigns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fundraisers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fundraising_teams" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fundraising_gifts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offline_gifts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fundraising_page_totals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fundraising_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "campaigns" CASCADE;
  DROP TABLE "fundraisers" CASCADE;
  DROP TABLE "fundraising_teams" CASCADE;
  DROP TABLE "fundraising_gifts" CASCADE;
  DROP TABLE "offline_gifts" CASCADE;
  DROP TABLE "fundraising_page_totals" CASCADE;
  DROP TABLE "fundraising_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_campaigns_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fundraisers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fundraising_teams_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fundraising_gifts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offline_gifts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fundraising_page_totals_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendFormNotification', 'chargeMonthlyGifts', 'assignReceiptNumbers', 'reconcilePendingDonations', 'askForNewCards', 'sendDonorMail', 'syncYouTube', 'applyRetention', 'sendRiskReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendFormNotification', 'chargeMonthlyGifts', 'assignReceiptNumbers', 'reconcilePendingDonations', 'askForNewCards', 'sendDonorMail', 'syncYouTube', 'applyRetention', 'sendRiskReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_campaigns_id_idx";
  DROP INDEX "payload_locked_documents_rels_fundraisers_id_idx";
  DROP INDEX "payload_locked_documents_rels_fundraising_teams_id_idx";
  DROP INDEX "payload_locked_documents_rels_fundraising_gifts_id_idx";
  DROP INDEX "payload_locked_documents_rels_offline_gifts_id_idx";
  DROP INDEX "payload_locked_documents_rels_fundraising_page_totals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "campaigns_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fundraisers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fundraising_teams_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fundraising_gifts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offline_gifts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fundraising_page_totals_id";
  DROP TYPE "public"."enum_campaigns_donation_area";
  DROP TYPE "public"."enum_fundraising_gifts_status";
  DROP TYPE "public"."enum_fundraising_gifts_show_as";
  DROP TYPE "public"."enum_offline_gifts_kind";`)
}

// Each page's total kept by the database, in the statement that writes a gift (as in src/fundraising/totalsTriggers.ts when this was made).
const TOTALS_TRIGGERS: string[] = [
  "CREATE OR REPLACE FUNCTION fundraising_gifts_page_total() RETURNS trigger AS $$\nBEGIN\n  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'approved' AND NOT coalesce(OLD.voided, false) THEN\n    UPDATE fundraising_page_totals\n       SET raised_cents = raised_cents - round(OLD.amount * 100), gift_count = gift_count - 1\n     WHERE page_id = OLD.fundraiser_id;\n  END IF;\n  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'approved' AND NOT coalesce(NEW.voided, false) THEN\n    INSERT INTO fundraising_page_totals (page_id, raised_cents, gift_count)\n    VALUES (NEW.fundraiser_id, round(NEW.amount * 100), 1)\n    ON CONFLICT (page_id) DO UPDATE\n      SET raised_cents = fundraising_page_totals.raised_cents + excluded.raised_cents,\n          gift_count = fundraising_page_totals.gift_count + 1;\n  END IF;\n  RETURN NULL;\nEND\n$$ LANGUAGE plpgsql;",
  "CREATE OR REPLACE TRIGGER fundraising_gifts_total AFTER INSERT OR DELETE OR UPDATE OF fundraiser_id, amount, voided, status ON fundraising_gifts FOR EACH ROW EXECUTE FUNCTION fundraising_gifts_page_total();",
  "CREATE OR REPLACE FUNCTION offline_gifts_page_total() RETURNS trigger AS $$\nBEGIN\n  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT coalesce(OLD.voided, false) THEN\n    UPDATE fundraising_page_totals\n       SET raised_cents = raised_cents - round(OLD.amount * 100), gift_count = gift_count - 1\n     WHERE page_id = OLD.fundraiser_id;\n  END IF;\n  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT coalesce(NEW.voided, false) THEN\n    INSERT INTO fundraising_page_totals (page_id, raised_cents, gift_count)\n    VALUES (NEW.fundraiser_id, round(NEW.amount * 100), 1)\n    ON CONFLICT (page_id) DO UPDATE\n      SET raised_cents = fundraising_page_totals.raised_cents + excluded.raised_cents,\n          gift_count = fundraising_page_totals.gift_count + 1;\n  END IF;\n  RETURN NULL;\nEND\n$$ LANGUAGE plpgsql;",
  "CREATE OR REPLACE TRIGGER offline_gifts_total AFTER INSERT OR DELETE OR UPDATE OF fundraiser_id, amount, voided ON offline_gifts FOR EACH ROW EXECUTE FUNCTION offline_gifts_page_total();",
]

const DROP_TOTALS_TRIGGERS: string[] = [
  "DROP TRIGGER IF EXISTS fundraising_gifts_total ON fundraising_gifts;",
  "DROP FUNCTION IF EXISTS fundraising_gifts_page_total();",
  "DROP TRIGGER IF EXISTS offline_gifts_total ON offline_gifts;",
  "DROP FUNCTION IF EXISTS offline_gifts_page_total();",
]

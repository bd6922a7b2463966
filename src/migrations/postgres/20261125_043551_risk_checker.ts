import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_risk_checker_counts_category" AS ENUM('higher', 'usual', 'unclear');
  CREATE TABLE "risk_checker_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"category" "enum_risk_checker_counts_category" NOT NULL,
  	"completions" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "risk_checker_doctor_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL
  );
  
  CREATE TABLE "risk_checker_review_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"figure" varchar NOT NULL,
  	"note" varchar NOT NULL
  );
  
  CREATE TABLE "risk_checker" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"privacy_note" varchar,
  	"questions_age_legend" varchar,
  	"questions_age_hint" varchar,
  	"questions_black_ancestry_legend" varchar,
  	"questions_black_ancestry_hint" varchar,
  	"questions_family_prostate_legend" varchar,
  	"questions_family_prostate_hint" varchar,
  	"questions_family_breast_ovarian_legend" varchar,
  	"questions_family_breast_ovarian_hint" varchar,
  	"questions_urinary_symptoms_legend" varchar,
  	"questions_urinary_symptoms_hint" varchar,
  	"results_higher_heading" varchar,
  	"results_higher_text" varchar,
  	"results_usual_heading" varchar,
  	"results_usual_text" varchar,
  	"results_unclear_heading" varchar,
  	"results_unclear_text" varchar,
  	"actions_see_doctor_about_symptoms" varchar,
  	"actions_check_symptom_list" varchar,
  	"actions_talk_about_psa_now" varchar,
  	"actions_ask_when_to_start" varchar,
  	"actions_start_at45" varchar,
  	"actions_talk_now_or_at45" varchar,
  	"actions_tell_doctor_about_risk" varchar,
  	"actions_find_out_family_history" varchar,
  	"psa_test" varchar,
  	"dre" varchar,
  	"psa_cost" varchar,
  	"last_reviewed" timestamp(3) with time zone,
  	"reviewed_by_name" varchar,
  	"reviewed_by_role" varchar,
  	"next_review_due" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "risk_checker_counts_id" integer;
  ALTER TABLE "risk_checker_doctor_questions" ADD CONSTRAINT "risk_checker_doctor_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."risk_checker"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "risk_checker_review_notes" ADD CONSTRAINT "risk_checker_review_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."risk_checker"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "risk_checker_counts_day_idx" ON "risk_checker_counts" USING btree ("day");
  CREATE INDEX "risk_checker_doctor_questions_order_idx" ON "risk_checker_doctor_questions" USING btree ("_order");
  CREATE INDEX "risk_checker_doctor_questions_parent_id_idx" ON "risk_checker_doctor_questions" USING btree ("_parent_id");
  CREATE INDEX "risk_checker_review_notes_order_idx" ON "risk_checker_review_notes" USING btree ("_order");
  CREATE INDEX "risk_checker_review_notes_parent_id_idx" ON "risk_checker_review_notes" USING btree ("_parent_id");
  CREATE INDEX "risk_checker_next_review_due_idx" ON "risk_checker" USING btree ("next_review_due");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_risk_checker_counts_fk" FOREIGN KEY ("risk_checker_counts_id") REFERENCES "public"."risk_checker_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_risk_checker_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("risk_checker_counts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "risk_checker_counts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "risk_checker_doctor_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "risk_checker_review_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "risk_checker" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "risk_checker_counts" CASCADE;
  DROP TABLE "risk_checker_doctor_questions" CASCADE;
  DROP TABLE "risk_checker_review_notes" CASCADE;
  DROP TABLE "risk_checker" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_risk_checker_counts_fk";
  
  DROP INDEX "payload_locked_documents_rels_risk_checker_counts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "risk_checker_counts_id";
  DROP TYPE "public"."enum_risk_checker_counts_category";`)
}

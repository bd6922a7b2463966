import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "tribute_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"donation_id" integer NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"sent_by_id" integer,
  	"sent_by_email" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tribute_cards_id" integer;
  ALTER TABLE "tribute_cards" ADD CONSTRAINT "tribute_cards_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tribute_cards" ADD CONSTRAINT "tribute_cards_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "tribute_cards_donation_idx" ON "tribute_cards" USING btree ("donation_id");
  CREATE INDEX "tribute_cards_sent_by_idx" ON "tribute_cards" USING btree ("sent_by_id");
  CREATE INDEX "tribute_cards_updated_at_idx" ON "tribute_cards" USING btree ("updated_at");
  CREATE INDEX "tribute_cards_created_at_idx" ON "tribute_cards" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tribute_cards_fk" FOREIGN KEY ("tribute_cards_id") REFERENCES "public"."tribute_cards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tribute_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("tribute_cards_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tribute_cards" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tribute_cards" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tribute_cards_fk";
  
  DROP INDEX "payload_locked_documents_rels_tribute_cards_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tribute_cards_id";`)
}

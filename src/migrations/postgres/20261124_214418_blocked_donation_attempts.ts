import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_blocked_donation_attempts_reason" AS ENUM('address-declines', 'card-declines', 'challenge-missing', 'challenge-invalid', 'challenge-expired', 'challenge-replayed');
  CREATE TABLE "blocked_donation_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reason" "enum_blocked_donation_attempts_reason" NOT NULL,
  	"address_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blocked_donation_attempts_id" integer;
  CREATE INDEX "blocked_donation_attempts_reason_idx" ON "blocked_donation_attempts" USING btree ("reason");
  CREATE INDEX "blocked_donation_attempts_address_hash_idx" ON "blocked_donation_attempts" USING btree ("address_hash");
  CREATE INDEX "blocked_donation_attempts_updated_at_idx" ON "blocked_donation_attempts" USING btree ("updated_at");
  CREATE INDEX "blocked_donation_attempts_created_at_idx" ON "blocked_donation_attempts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blocked_donation_attempts_fk" FOREIGN KEY ("blocked_donation_attempts_id") REFERENCES "public"."blocked_donation_attempts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_blocked_donation_attempts__idx" ON "payload_locked_documents_rels" USING btree ("blocked_donation_attempts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blocked_donation_attempts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "blocked_donation_attempts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blocked_donation_attempts_fk";
  
  DROP INDEX "payload_locked_documents_rels_blocked_donation_attempts__idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blocked_donation_attempts_id";
  DROP TYPE "public"."enum_blocked_donation_attempts_reason";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "receipt_corrections" ADD COLUMN "offline_gift_id" integer;
  ALTER TABLE "offline_gifts" ADD COLUMN "receipt_number" numeric;
  ALTER TABLE "offline_gifts" ADD COLUMN "receipt_issued_at" timestamp(3) with time zone;
  ALTER TABLE "offline_gifts" ADD COLUMN "receipt_name" varchar;
  ALTER TABLE "offline_gifts" ADD COLUMN "receipt_street" varchar;
  ALTER TABLE "offline_gifts" ADD COLUMN "receipt_city" varchar;
  ALTER TABLE "offline_gifts" ADD COLUMN "receipt_province" varchar DEFAULT 'BC';
  ALTER TABLE "offline_gifts" ADD COLUMN "receipt_postal_code" varchar;
  ALTER TABLE "offline_gifts" ADD COLUMN "receipt_country" varchar DEFAULT 'Canada';
  ALTER TABLE "receipt_corrections" ADD CONSTRAINT "receipt_corrections_offline_gift_id_offline_gifts_id_fk" FOREIGN KEY ("offline_gift_id") REFERENCES "public"."offline_gifts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "receipt_corrections_offline_gift_idx" ON "receipt_corrections" USING btree ("offline_gift_id");
  CREATE UNIQUE INDEX "offline_gifts_receipt_number_idx" ON "offline_gifts" USING btree ("receipt_number");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "receipt_corrections" DROP CONSTRAINT "receipt_corrections_offline_gift_id_offline_gifts_id_fk";
  
  DROP INDEX "receipt_corrections_offline_gift_idx";
  DROP INDEX "offline_gifts_receipt_number_idx";
  ALTER TABLE "receipt_corrections" DROP COLUMN "offline_gift_id";
  ALTER TABLE "offline_gifts" DROP COLUMN "receipt_number";
  ALTER TABLE "offline_gifts" DROP COLUMN "receipt_issued_at";
  ALTER TABLE "offline_gifts" DROP COLUMN "receipt_name";
  ALTER TABLE "offline_gifts" DROP COLUMN "receipt_street";
  ALTER TABLE "offline_gifts" DROP COLUMN "receipt_city";
  ALTER TABLE "offline_gifts" DROP COLUMN "receipt_province";
  ALTER TABLE "offline_gifts" DROP COLUMN "receipt_postal_code";
  ALTER TABLE "offline_gifts" DROP COLUMN "receipt_country";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_donor_sign_in_links_purpose" ADD VALUE 'fundraiser';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donor_sign_in_links" ALTER COLUMN "purpose" SET DATA TYPE text;
  ALTER TABLE "donor_sign_in_links" ALTER COLUMN "purpose" SET DEFAULT 'sign-in'::text;
  DROP TYPE "public"."enum_donor_sign_in_links_purpose";
  CREATE TYPE "public"."enum_donor_sign_in_links_purpose" AS ENUM('sign-in', 'replace-card', 'volunteer');
  ALTER TABLE "donor_sign_in_links" ALTER COLUMN "purpose" SET DEFAULT 'sign-in'::"public"."enum_donor_sign_in_links_purpose";
  ALTER TABLE "donor_sign_in_links" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_donor_sign_in_links_purpose" USING "purpose"::"public"."enum_donor_sign_in_links_purpose";`)
}

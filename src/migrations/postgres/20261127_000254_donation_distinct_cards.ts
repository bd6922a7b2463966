import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_blocked_donation_attempts_reason" ADD VALUE 'too-many-cards' BEFORE 'challenge-missing';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blocked_donation_attempts" ALTER COLUMN "reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_blocked_donation_attempts_reason";
  CREATE TYPE "public"."enum_blocked_donation_attempts_reason" AS ENUM('address-declines', 'card-declines', 'challenge-missing', 'challenge-invalid', 'challenge-expired', 'challenge-replayed');
  ALTER TABLE "blocked_donation_attempts" ALTER COLUMN "reason" SET DATA TYPE "public"."enum_blocked_donation_attempts_reason" USING "reason"::"public"."enum_blocked_donation_attempts_reason";`)
}

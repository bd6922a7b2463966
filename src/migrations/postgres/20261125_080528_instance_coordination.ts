import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "rate_limit_hits" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"key" text NOT NULL,
  	"at" bigint NOT NULL,
  	"expires_at" bigint NOT NULL
  );
  
  CREATE TABLE "cache_invalidations" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"origin" text NOT NULL,
  	"tags" text NOT NULL,
  	"at" bigint NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "video_thumbnails" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "video_thumbnails" ADD COLUMN "_objectkey" varchar;
  CREATE INDEX "rate_limit_hits_key_at_idx" ON "rate_limit_hits" USING btree ("key","at");
  CREATE INDEX "rate_limit_hits_expires_at_idx" ON "rate_limit_hits" USING btree ("expires_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "rate_limit_hits" CASCADE;
  DROP TABLE "cache_invalidations" CASCADE;
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "video_thumbnails" DROP COLUMN "prefix";
  ALTER TABLE "video_thumbnails" DROP COLUMN "_objectkey";`)
}

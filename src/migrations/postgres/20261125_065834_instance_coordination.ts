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
  
  CREATE INDEX "rate_limit_hits_key_at_idx" ON "rate_limit_hits" USING btree ("key","at");
  CREATE INDEX "rate_limit_hits_expires_at_idx" ON "rate_limit_hits" USING btree ("expires_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "rate_limit_hits" CASCADE;
  DROP TABLE "cache_invalidations" CASCADE;`)
}

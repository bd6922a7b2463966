import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_queries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"searches" numeric DEFAULT 0 NOT NULL,
  	"zero_results" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "search_settings_synonyms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"words" varchar NOT NULL
  );
  
  CREATE TABLE "search_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "search_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_queries_id" integer;
  ALTER TABLE "search_settings_synonyms" ADD CONSTRAINT "search_settings_synonyms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."search_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_settings_rels" ADD CONSTRAINT "search_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."search_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "search_settings_rels" ADD CONSTRAINT "search_settings_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_queries_query_idx" ON "search_queries" USING btree ("query");
  CREATE INDEX "search_queries_day_idx" ON "search_queries" USING btree ("day");
  CREATE INDEX "search_settings_synonyms_order_idx" ON "search_settings_synonyms" USING btree ("_order");
  CREATE INDEX "search_settings_synonyms_parent_id_idx" ON "search_settings_synonyms" USING btree ("_parent_id");
  CREATE INDEX "search_settings_rels_order_idx" ON "search_settings_rels" USING btree ("order");
  CREATE INDEX "search_settings_rels_parent_idx" ON "search_settings_rels" USING btree ("parent_id");
  CREATE INDEX "search_settings_rels_path_idx" ON "search_settings_rels" USING btree ("path");
  CREATE INDEX "search_settings_rels_pages_id_idx" ON "search_settings_rels" USING btree ("pages_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_queries_fk" FOREIGN KEY ("search_queries_id") REFERENCES "public"."search_queries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_queries_id_idx" ON "payload_locked_documents_rels" USING btree ("search_queries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_queries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_settings_synonyms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_settings_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_queries" CASCADE;
  DROP TABLE "search_settings_synonyms" CASCADE;
  DROP TABLE "search_settings" CASCADE;
  DROP TABLE "search_settings_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_queries_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_queries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_queries_id";`)
}

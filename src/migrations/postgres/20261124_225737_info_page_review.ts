import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_review_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"figure" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "_pages_v_version_review_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"figure" varchar,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "pages_sources" ADD COLUMN "publisher" varchar;
  ALTER TABLE "pages_sources" ADD COLUMN "year" numeric;
  ALTER TABLE "pages" ADD COLUMN "reviewed_by_name" varchar;
  ALTER TABLE "pages" ADD COLUMN "reviewed_by_role" varchar;
  ALTER TABLE "pages" ADD COLUMN "next_review_due" timestamp(3) with time zone;
  ALTER TABLE "_pages_v_version_sources" ADD COLUMN "publisher" varchar;
  ALTER TABLE "_pages_v_version_sources" ADD COLUMN "year" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_reviewed_by_name" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_reviewed_by_role" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_next_review_due" timestamp(3) with time zone;
  ALTER TABLE "pages_review_notes" ADD CONSTRAINT "pages_review_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_review_notes" ADD CONSTRAINT "_pages_v_version_review_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_review_notes_order_idx" ON "pages_review_notes" USING btree ("_order");
  CREATE INDEX "pages_review_notes_parent_id_idx" ON "pages_review_notes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_review_notes_order_idx" ON "_pages_v_version_review_notes" USING btree ("_order");
  CREATE INDEX "_pages_v_version_review_notes_parent_id_idx" ON "_pages_v_version_review_notes" USING btree ("_parent_id");
  CREATE INDEX "pages_next_review_due_idx" ON "pages" USING btree ("next_review_due");
  CREATE INDEX "_pages_v_version_version_next_review_due_idx" ON "_pages_v" USING btree ("version_next_review_due");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_review_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_review_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_review_notes" CASCADE;
  DROP TABLE "_pages_v_version_review_notes" CASCADE;
  DROP INDEX "pages_next_review_due_idx";
  DROP INDEX "_pages_v_version_version_next_review_due_idx";
  ALTER TABLE "pages_sources" DROP COLUMN "publisher";
  ALTER TABLE "pages_sources" DROP COLUMN "year";
  ALTER TABLE "pages" DROP COLUMN "reviewed_by_name";
  ALTER TABLE "pages" DROP COLUMN "reviewed_by_role";
  ALTER TABLE "pages" DROP COLUMN "next_review_due";
  ALTER TABLE "_pages_v_version_sources" DROP COLUMN "publisher";
  ALTER TABLE "_pages_v_version_sources" DROP COLUMN "year";
  ALTER TABLE "_pages_v" DROP COLUMN "version_reviewed_by_name";
  ALTER TABLE "_pages_v" DROP COLUMN "version_reviewed_by_role";
  ALTER TABLE "_pages_v" DROP COLUMN "version_next_review_due";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_peer_support_invite" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Talk one-on-one with someone who has been there',
  	"text" varchar DEFAULT 'Our peer supporters have had prostate cancer treatment themselves. We can pair you with one for private conversations by phone or video, at no cost.',
  	"link_label" varchar DEFAULT 'Ask to be paired with a peer supporter',
  	"link_url" varchar DEFAULT '/get-support/peer-support',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_slider_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video" varchar,
  	"title" varchar,
  	"poster_id" integer
  );
  
  CREATE TABLE "pages_blocks_video_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_sources" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_peer_support_invite" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Talk one-on-one with someone who has been there',
  	"text" varchar DEFAULT 'Our peer supporters have had prostate cancer treatment themselves. We can pair you with one for private conversations by phone or video, at no cost.',
  	"link_label" varchar DEFAULT 'Ask to be paired with a peer supporter',
  	"link_url" varchar DEFAULT '/get-support/peer-support',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_slider_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video" varchar,
  	"title" varchar,
  	"poster_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_version_sources" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "pages_blocks_video_embed" ADD COLUMN "poster_id" integer;
  ALTER TABLE "pages_blocks_accordion_items" ADD COLUMN "image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "last_reviewed" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "list_subpages" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "page_order" numeric;
  ALTER TABLE "_pages_v_blocks_video_embed" ADD COLUMN "poster_id" integer;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_last_reviewed" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_list_subpages" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_page_order" numeric;
  ALTER TABLE "pages_blocks_peer_support_invite" ADD CONSTRAINT "pages_blocks_peer_support_invite_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_slider_videos" ADD CONSTRAINT "pages_blocks_video_slider_videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_slider_videos" ADD CONSTRAINT "pages_blocks_video_slider_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_slider" ADD CONSTRAINT "pages_blocks_video_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_sources" ADD CONSTRAINT "pages_sources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_peer_support_invite" ADD CONSTRAINT "_pages_v_blocks_peer_support_invite_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_slider_videos" ADD CONSTRAINT "_pages_v_blocks_video_slider_videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_slider_videos" ADD CONSTRAINT "_pages_v_blocks_video_slider_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_slider" ADD CONSTRAINT "_pages_v_blocks_video_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sources" ADD CONSTRAINT "_pages_v_version_sources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_peer_support_invite_order_idx" ON "pages_blocks_peer_support_invite" USING btree ("_order");
  CREATE INDEX "pages_blocks_peer_support_invite_parent_id_idx" ON "pages_blocks_peer_support_invite" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_peer_support_invite_path_idx" ON "pages_blocks_peer_support_invite" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_slider_videos_order_idx" ON "pages_blocks_video_slider_videos" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_slider_videos_parent_id_idx" ON "pages_blocks_video_slider_videos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_slider_videos_poster_idx" ON "pages_blocks_video_slider_videos" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_video_slider_order_idx" ON "pages_blocks_video_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_slider_parent_id_idx" ON "pages_blocks_video_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_slider_path_idx" ON "pages_blocks_video_slider" USING btree ("_path");
  CREATE INDEX "pages_sources_order_idx" ON "pages_sources" USING btree ("_order");
  CREATE INDEX "pages_sources_parent_id_idx" ON "pages_sources" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_peer_support_invite_order_idx" ON "_pages_v_blocks_peer_support_invite" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_peer_support_invite_parent_id_idx" ON "_pages_v_blocks_peer_support_invite" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_peer_support_invite_path_idx" ON "_pages_v_blocks_peer_support_invite" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_slider_videos_order_idx" ON "_pages_v_blocks_video_slider_videos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_slider_videos_parent_id_idx" ON "_pages_v_blocks_video_slider_videos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_slider_videos_poster_idx" ON "_pages_v_blocks_video_slider_videos" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_video_slider_order_idx" ON "_pages_v_blocks_video_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_slider_parent_id_idx" ON "_pages_v_blocks_video_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_slider_path_idx" ON "_pages_v_blocks_video_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_version_sources_order_idx" ON "_pages_v_version_sources" USING btree ("_order");
  CREATE INDEX "_pages_v_version_sources_parent_id_idx" ON "_pages_v_version_sources" USING btree ("_parent_id");
  ALTER TABLE "pages_blocks_video_embed" ADD CONSTRAINT "pages_blocks_video_embed_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_embed" ADD CONSTRAINT "_pages_v_blocks_video_embed_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_video_embed_poster_idx" ON "pages_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_accordion_items_image_idx" ON "pages_blocks_accordion_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_video_embed_poster_idx" ON "_pages_v_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_image_idx" ON "_pages_v_blocks_accordion_items" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_peer_support_invite" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_slider_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_sources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_peer_support_invite" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_slider_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_sources" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_peer_support_invite" CASCADE;
  DROP TABLE "pages_blocks_video_slider_videos" CASCADE;
  DROP TABLE "pages_blocks_video_slider" CASCADE;
  DROP TABLE "pages_sources" CASCADE;
  DROP TABLE "_pages_v_blocks_peer_support_invite" CASCADE;
  DROP TABLE "_pages_v_blocks_video_slider_videos" CASCADE;
  DROP TABLE "_pages_v_blocks_video_slider" CASCADE;
  DROP TABLE "_pages_v_version_sources" CASCADE;
  ALTER TABLE "pages_blocks_video_embed" DROP CONSTRAINT "pages_blocks_video_embed_poster_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_accordion_items" DROP CONSTRAINT "pages_blocks_accordion_items_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_video_embed" DROP CONSTRAINT "_pages_v_blocks_video_embed_poster_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_accordion_items" DROP CONSTRAINT "_pages_v_blocks_accordion_items_image_id_media_id_fk";
  
  DROP INDEX "pages_blocks_video_embed_poster_idx";
  DROP INDEX "pages_blocks_accordion_items_image_idx";
  DROP INDEX "_pages_v_blocks_video_embed_poster_idx";
  DROP INDEX "_pages_v_blocks_accordion_items_image_idx";
  ALTER TABLE "pages_blocks_video_embed" DROP COLUMN "poster_id";
  ALTER TABLE "pages_blocks_accordion_items" DROP COLUMN "image_id";
  ALTER TABLE "pages" DROP COLUMN "last_reviewed";
  ALTER TABLE "pages" DROP COLUMN "list_subpages";
  ALTER TABLE "pages" DROP COLUMN "page_order";
  ALTER TABLE "_pages_v_blocks_video_embed" DROP COLUMN "poster_id";
  ALTER TABLE "_pages_v_blocks_accordion_items" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_last_reviewed";
  ALTER TABLE "_pages_v" DROP COLUMN "version_list_subpages";
  ALTER TABLE "_pages_v" DROP COLUMN "version_page_order";`)
}

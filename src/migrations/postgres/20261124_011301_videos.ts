import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_library_videos_source" AS ENUM('admin', 'youtube');
  CREATE TYPE "public"."enum_library_videos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__library_videos_v_version_source" AS ENUM('admin', 'youtube');
  CREATE TYPE "public"."enum__library_videos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncYouTube');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncYouTube');
  CREATE TABLE "library_videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"video_id" varchar,
  	"description" varchar,
  	"published_at" timestamp(3) with time zone,
  	"thumbnail_id" integer,
  	"youtube_thumbnail_url" varchar,
  	"source" "enum_library_videos_source" DEFAULT 'admin',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_library_videos_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "library_videos_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"playlists_id" integer
  );
  
  CREATE TABLE "_library_videos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_video_id" varchar,
  	"version_description" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_thumbnail_id" integer,
  	"version_youtube_thumbnail_url" varchar,
  	"version_source" "enum__library_videos_v_version_source" DEFAULT 'admin',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__library_videos_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_library_videos_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"playlists_id" integer
  );
  
  CREATE TABLE "playlists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"youtube_playlist_id" varchar,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "video_thumbnails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "video_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Video Library' NOT NULL,
  	"intro" varchar,
  	"subscribe_url" varchar DEFAULT 'https://www.youtube.com/' NOT NULL,
  	"channel_id" varchar,
  	"last_sync_at" timestamp(3) with time zone,
  	"last_sync_ok" boolean,
  	"last_sync_message" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "library_videos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "playlists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_thumbnails_id" integer;
  ALTER TABLE "library_videos" ADD CONSTRAINT "library_videos_thumbnail_id_video_thumbnails_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."video_thumbnails"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "library_videos_rels" ADD CONSTRAINT "library_videos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."library_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "library_videos_rels" ADD CONSTRAINT "library_videos_rels_playlists_fk" FOREIGN KEY ("playlists_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_library_videos_v" ADD CONSTRAINT "_library_videos_v_parent_id_library_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."library_videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_library_videos_v" ADD CONSTRAINT "_library_videos_v_version_thumbnail_id_video_thumbnails_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."video_thumbnails"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_library_videos_v_rels" ADD CONSTRAINT "_library_videos_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_library_videos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_library_videos_v_rels" ADD CONSTRAINT "_library_videos_v_rels_playlists_fk" FOREIGN KEY ("playlists_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "library_videos_video_id_idx" ON "library_videos" USING btree ("video_id");
  CREATE INDEX "library_videos_thumbnail_idx" ON "library_videos" USING btree ("thumbnail_id");
  CREATE INDEX "library_videos_updated_at_idx" ON "library_videos" USING btree ("updated_at");
  CREATE INDEX "library_videos_created_at_idx" ON "library_videos" USING btree ("created_at");
  CREATE INDEX "library_videos__status_idx" ON "library_videos" USING btree ("_status");
  CREATE INDEX "library_videos_rels_order_idx" ON "library_videos_rels" USING btree ("order");
  CREATE INDEX "library_videos_rels_parent_idx" ON "library_videos_rels" USING btree ("parent_id");
  CREATE INDEX "library_videos_rels_path_idx" ON "library_videos_rels" USING btree ("path");
  CREATE INDEX "library_videos_rels_playlists_id_idx" ON "library_videos_rels" USING btree ("playlists_id");
  CREATE INDEX "_library_videos_v_parent_idx" ON "_library_videos_v" USING btree ("parent_id");
  CREATE INDEX "_library_videos_v_version_version_video_id_idx" ON "_library_videos_v" USING btree ("version_video_id");
  CREATE INDEX "_library_videos_v_version_version_thumbnail_idx" ON "_library_videos_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_library_videos_v_version_version_updated_at_idx" ON "_library_videos_v" USING btree ("version_updated_at");
  CREATE INDEX "_library_videos_v_version_version_created_at_idx" ON "_library_videos_v" USING btree ("version_created_at");
  CREATE INDEX "_library_videos_v_version_version__status_idx" ON "_library_videos_v" USING btree ("version__status");
  CREATE INDEX "_library_videos_v_created_at_idx" ON "_library_videos_v" USING btree ("created_at");
  CREATE INDEX "_library_videos_v_updated_at_idx" ON "_library_videos_v" USING btree ("updated_at");
  CREATE INDEX "_library_videos_v_latest_idx" ON "_library_videos_v" USING btree ("latest");
  CREATE INDEX "_library_videos_v_rels_order_idx" ON "_library_videos_v_rels" USING btree ("order");
  CREATE INDEX "_library_videos_v_rels_parent_idx" ON "_library_videos_v_rels" USING btree ("parent_id");
  CREATE INDEX "_library_videos_v_rels_path_idx" ON "_library_videos_v_rels" USING btree ("path");
  CREATE INDEX "_library_videos_v_rels_playlists_id_idx" ON "_library_videos_v_rels" USING btree ("playlists_id");
  CREATE UNIQUE INDEX "playlists_youtube_playlist_id_idx" ON "playlists" USING btree ("youtube_playlist_id");
  CREATE UNIQUE INDEX "playlists_slug_idx" ON "playlists" USING btree ("slug");
  CREATE INDEX "playlists_updated_at_idx" ON "playlists" USING btree ("updated_at");
  CREATE INDEX "playlists_created_at_idx" ON "playlists" USING btree ("created_at");
  CREATE INDEX "video_thumbnails_updated_at_idx" ON "video_thumbnails" USING btree ("updated_at");
  CREATE INDEX "video_thumbnails_created_at_idx" ON "video_thumbnails" USING btree ("created_at");
  CREATE UNIQUE INDEX "video_thumbnails_filename_idx" ON "video_thumbnails" USING btree ("filename");
  CREATE INDEX "video_thumbnails_sizes_card_sizes_card_filename_idx" ON "video_thumbnails" USING btree ("sizes_card_filename");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_library_videos_fk" FOREIGN KEY ("library_videos_id") REFERENCES "public"."library_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_playlists_fk" FOREIGN KEY ("playlists_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_thumbnails_fk" FOREIGN KEY ("video_thumbnails_id") REFERENCES "public"."video_thumbnails"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_library_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("library_videos_id");
  CREATE INDEX "payload_locked_documents_rels_playlists_id_idx" ON "payload_locked_documents_rels" USING btree ("playlists_id");
  CREATE INDEX "payload_locked_documents_rels_video_thumbnails_id_idx" ON "payload_locked_documents_rels" USING btree ("video_thumbnails_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "library_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "library_videos_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_library_videos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_library_videos_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "playlists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_thumbnails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "library_videos" CASCADE;
  DROP TABLE "library_videos_rels" CASCADE;
  DROP TABLE "_library_videos_v" CASCADE;
  DROP TABLE "_library_videos_v_rels" CASCADE;
  DROP TABLE "playlists" CASCADE;
  DROP TABLE "video_thumbnails" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "video_settings" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_library_videos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_playlists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_thumbnails_fk";
  
  DROP INDEX "payload_locked_documents_rels_library_videos_id_idx";
  DROP INDEX "payload_locked_documents_rels_playlists_id_idx";
  DROP INDEX "payload_locked_documents_rels_video_thumbnails_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "library_videos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "playlists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_thumbnails_id";
  DROP TYPE "public"."enum_library_videos_source";
  DROP TYPE "public"."enum_library_videos_status";
  DROP TYPE "public"."enum__library_videos_v_version_source";
  DROP TYPE "public"."enum__library_videos_v_version_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}

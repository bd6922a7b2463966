import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_news_posts_buttons_color" AS ENUM('lightBlue', 'darkBlue');
  CREATE TYPE "public"."enum_news_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_posts_v_version_buttons_color" AS ENUM('lightBlue', 'darkBlue');
  CREATE TYPE "public"."enum__news_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_instagram_posts_media_type" AS ENUM('IMAGE', 'VIDEO', 'CAROUSEL_ALBUM');
  CREATE TYPE "public"."enum_instagram_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__instagram_posts_v_version_media_type" AS ENUM('IMAGE', 'VIDEO', 'CAROUSEL_ALBUM');
  CREATE TYPE "public"."enum__instagram_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_hero_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"learn_more" varchar
  );
  
  CREATE TABLE "_pages_v_version_hero_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"learn_more" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "stories_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_url" varchar,
  	"caption" varchar
  );
  
  CREATE TABLE "stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"location" varchar,
  	"excerpt" varchar,
  	"featured_image_id" integer,
  	"headings_subheading" varchar,
  	"headings_headline" varchar,
  	"headings_description" varchar,
  	"content" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_stories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_stories_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_url" varchar,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_location" varchar,
  	"version_excerpt" varchar,
  	"version_featured_image_id" integer,
  	"version_headings_subheading" varchar,
  	"version_headings_headline" varchar,
  	"version_headings_description" varchar,
  	"version_content" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "events_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_url" varchar,
  	"caption" varchar
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"date" timestamp(3) with time zone,
  	"location" varchar,
  	"featured_image_id" integer,
  	"logo_id" integer,
  	"description" jsonb,
  	"website" varchar,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_events_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_url" varchar,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_location" varchar,
  	"version_featured_image_id" integer,
  	"version_logo_id" integer,
  	"version_description" jsonb,
  	"version_website" varchar,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "news_posts_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_url" varchar,
  	"caption" varchar
  );
  
  CREATE TABLE "news_posts_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"url" varchar,
  	"color" "enum_news_posts_buttons_color" DEFAULT 'lightBlue'
  );
  
  CREATE TABLE "news_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"date" timestamp(3) with time zone,
  	"excerpt" varchar,
  	"hero_image_id" integer,
  	"content" jsonb,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_news_posts_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_url" varchar,
  	"caption" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_posts_v_version_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"url" varchar,
  	"color" "enum__news_posts_v_version_buttons_color" DEFAULT 'lightBlue',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_excerpt" varchar,
  	"version_hero_image_id" integer,
  	"version_content" jsonb,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "instagram_posts_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "instagram_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_type" "enum_instagram_posts_media_type" DEFAULT 'IMAGE',
  	"image_id" integer,
  	"caption" varchar,
  	"timestamp" timestamp(3) with time zone,
  	"permalink" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_instagram_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_instagram_posts_v_version_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_instagram_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_media_type" "enum__instagram_posts_v_version_media_type" DEFAULT 'IMAGE',
  	"version_image_id" integer,
  	"version_caption" varchar,
  	"version_timestamp" timestamp(3) with time zone,
  	"version_permalink" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__instagram_posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "home_page_partner_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer NOT NULL,
  	"url" varchar
  );
  
  CREATE TABLE "home_page_vision_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_vision_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_initiatives" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"vision_heading" varchar DEFAULT 'Our vision',
  	"vision_text" varchar,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "instagram_posts_id" integer;
  ALTER TABLE "pages_hero_slides" ADD CONSTRAINT "pages_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_hero_slides" ADD CONSTRAINT "pages_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_hero_slides" ADD CONSTRAINT "_pages_v_version_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_hero_slides" ADD CONSTRAINT "_pages_v_version_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_gallery" ADD CONSTRAINT "stories_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories_gallery" ADD CONSTRAINT "stories_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_version_gallery" ADD CONSTRAINT "_stories_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v_version_gallery" ADD CONSTRAINT "_stories_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_parent_id_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_gallery" ADD CONSTRAINT "events_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_gallery" ADD CONSTRAINT "events_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_gallery" ADD CONSTRAINT "_events_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_gallery" ADD CONSTRAINT "_events_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_posts_gallery" ADD CONSTRAINT "news_posts_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_posts_gallery" ADD CONSTRAINT "news_posts_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_posts_buttons" ADD CONSTRAINT "news_posts_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_posts_v_version_gallery" ADD CONSTRAINT "_news_posts_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_posts_v_version_gallery" ADD CONSTRAINT "_news_posts_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_posts_v_version_buttons" ADD CONSTRAINT "_news_posts_v_version_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_posts_v" ADD CONSTRAINT "_news_posts_v_parent_id_news_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_posts_v" ADD CONSTRAINT "_news_posts_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "instagram_posts_children" ADD CONSTRAINT "instagram_posts_children_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "instagram_posts_children" ADD CONSTRAINT "instagram_posts_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."instagram_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "instagram_posts" ADD CONSTRAINT "instagram_posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_instagram_posts_v_version_children" ADD CONSTRAINT "_instagram_posts_v_version_children_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_instagram_posts_v_version_children" ADD CONSTRAINT "_instagram_posts_v_version_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_instagram_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_instagram_posts_v" ADD CONSTRAINT "_instagram_posts_v_parent_id_instagram_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."instagram_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_instagram_posts_v" ADD CONSTRAINT "_instagram_posts_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_partner_logos" ADD CONSTRAINT "home_page_partner_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_partner_logos" ADD CONSTRAINT "home_page_partner_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_vision_figures" ADD CONSTRAINT "home_page_vision_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_vision_facts" ADD CONSTRAINT "home_page_vision_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_initiatives" ADD CONSTRAINT "home_page_initiatives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_hero_slides_order_idx" ON "pages_hero_slides" USING btree ("_order");
  CREATE INDEX "pages_hero_slides_parent_id_idx" ON "pages_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_hero_slides_image_idx" ON "pages_hero_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_version_hero_slides_order_idx" ON "_pages_v_version_hero_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_version_hero_slides_parent_id_idx" ON "_pages_v_version_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_hero_slides_image_idx" ON "_pages_v_version_hero_slides" USING btree ("image_id");
  CREATE INDEX "stories_gallery_order_idx" ON "stories_gallery" USING btree ("_order");
  CREATE INDEX "stories_gallery_parent_id_idx" ON "stories_gallery" USING btree ("_parent_id");
  CREATE INDEX "stories_gallery_image_idx" ON "stories_gallery" USING btree ("image_id");
  CREATE INDEX "stories_featured_image_idx" ON "stories" USING btree ("featured_image_id");
  CREATE UNIQUE INDEX "stories_slug_idx" ON "stories" USING btree ("slug");
  CREATE INDEX "stories_updated_at_idx" ON "stories" USING btree ("updated_at");
  CREATE INDEX "stories_created_at_idx" ON "stories" USING btree ("created_at");
  CREATE INDEX "stories__status_idx" ON "stories" USING btree ("_status");
  CREATE INDEX "_stories_v_version_gallery_order_idx" ON "_stories_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_stories_v_version_gallery_parent_id_idx" ON "_stories_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_stories_v_version_gallery_image_idx" ON "_stories_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_stories_v_parent_idx" ON "_stories_v" USING btree ("parent_id");
  CREATE INDEX "_stories_v_version_version_featured_image_idx" ON "_stories_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_stories_v_version_version_slug_idx" ON "_stories_v" USING btree ("version_slug");
  CREATE INDEX "_stories_v_version_version_updated_at_idx" ON "_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_stories_v_version_version_created_at_idx" ON "_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_stories_v_version_version__status_idx" ON "_stories_v" USING btree ("version__status");
  CREATE INDEX "_stories_v_created_at_idx" ON "_stories_v" USING btree ("created_at");
  CREATE INDEX "_stories_v_updated_at_idx" ON "_stories_v" USING btree ("updated_at");
  CREATE INDEX "_stories_v_latest_idx" ON "_stories_v" USING btree ("latest");
  CREATE INDEX "events_gallery_order_idx" ON "events_gallery" USING btree ("_order");
  CREATE INDEX "events_gallery_parent_id_idx" ON "events_gallery" USING btree ("_parent_id");
  CREATE INDEX "events_gallery_image_idx" ON "events_gallery" USING btree ("image_id");
  CREATE INDEX "events_featured_image_idx" ON "events" USING btree ("featured_image_id");
  CREATE INDEX "events_logo_idx" ON "events" USING btree ("logo_id");
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "_events_v_version_gallery_order_idx" ON "_events_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_events_v_version_gallery_parent_id_idx" ON "_events_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_gallery_image_idx" ON "_events_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_featured_image_idx" ON "_events_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_events_v_version_version_logo_idx" ON "_events_v" USING btree ("version_logo_id");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "news_posts_gallery_order_idx" ON "news_posts_gallery" USING btree ("_order");
  CREATE INDEX "news_posts_gallery_parent_id_idx" ON "news_posts_gallery" USING btree ("_parent_id");
  CREATE INDEX "news_posts_gallery_image_idx" ON "news_posts_gallery" USING btree ("image_id");
  CREATE INDEX "news_posts_buttons_order_idx" ON "news_posts_buttons" USING btree ("_order");
  CREATE INDEX "news_posts_buttons_parent_id_idx" ON "news_posts_buttons" USING btree ("_parent_id");
  CREATE INDEX "news_posts_hero_image_idx" ON "news_posts" USING btree ("hero_image_id");
  CREATE UNIQUE INDEX "news_posts_slug_idx" ON "news_posts" USING btree ("slug");
  CREATE INDEX "news_posts_updated_at_idx" ON "news_posts" USING btree ("updated_at");
  CREATE INDEX "news_posts_created_at_idx" ON "news_posts" USING btree ("created_at");
  CREATE INDEX "news_posts__status_idx" ON "news_posts" USING btree ("_status");
  CREATE INDEX "_news_posts_v_version_gallery_order_idx" ON "_news_posts_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_news_posts_v_version_gallery_parent_id_idx" ON "_news_posts_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_news_posts_v_version_gallery_image_idx" ON "_news_posts_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_news_posts_v_version_buttons_order_idx" ON "_news_posts_v_version_buttons" USING btree ("_order");
  CREATE INDEX "_news_posts_v_version_buttons_parent_id_idx" ON "_news_posts_v_version_buttons" USING btree ("_parent_id");
  CREATE INDEX "_news_posts_v_parent_idx" ON "_news_posts_v" USING btree ("parent_id");
  CREATE INDEX "_news_posts_v_version_version_hero_image_idx" ON "_news_posts_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_news_posts_v_version_version_slug_idx" ON "_news_posts_v" USING btree ("version_slug");
  CREATE INDEX "_news_posts_v_version_version_updated_at_idx" ON "_news_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_posts_v_version_version_created_at_idx" ON "_news_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_news_posts_v_version_version__status_idx" ON "_news_posts_v" USING btree ("version__status");
  CREATE INDEX "_news_posts_v_created_at_idx" ON "_news_posts_v" USING btree ("created_at");
  CREATE INDEX "_news_posts_v_updated_at_idx" ON "_news_posts_v" USING btree ("updated_at");
  CREATE INDEX "_news_posts_v_latest_idx" ON "_news_posts_v" USING btree ("latest");
  CREATE INDEX "instagram_posts_children_order_idx" ON "instagram_posts_children" USING btree ("_order");
  CREATE INDEX "instagram_posts_children_parent_id_idx" ON "instagram_posts_children" USING btree ("_parent_id");
  CREATE INDEX "instagram_posts_children_image_idx" ON "instagram_posts_children" USING btree ("image_id");
  CREATE INDEX "instagram_posts_image_idx" ON "instagram_posts" USING btree ("image_id");
  CREATE INDEX "instagram_posts_updated_at_idx" ON "instagram_posts" USING btree ("updated_at");
  CREATE INDEX "instagram_posts_created_at_idx" ON "instagram_posts" USING btree ("created_at");
  CREATE INDEX "instagram_posts__status_idx" ON "instagram_posts" USING btree ("_status");
  CREATE INDEX "_instagram_posts_v_version_children_order_idx" ON "_instagram_posts_v_version_children" USING btree ("_order");
  CREATE INDEX "_instagram_posts_v_version_children_parent_id_idx" ON "_instagram_posts_v_version_children" USING btree ("_parent_id");
  CREATE INDEX "_instagram_posts_v_version_children_image_idx" ON "_instagram_posts_v_version_children" USING btree ("image_id");
  CREATE INDEX "_instagram_posts_v_parent_idx" ON "_instagram_posts_v" USING btree ("parent_id");
  CREATE INDEX "_instagram_posts_v_version_version_image_idx" ON "_instagram_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_instagram_posts_v_version_version_updated_at_idx" ON "_instagram_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_instagram_posts_v_version_version_created_at_idx" ON "_instagram_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_instagram_posts_v_version_version__status_idx" ON "_instagram_posts_v" USING btree ("version__status");
  CREATE INDEX "_instagram_posts_v_created_at_idx" ON "_instagram_posts_v" USING btree ("created_at");
  CREATE INDEX "_instagram_posts_v_updated_at_idx" ON "_instagram_posts_v" USING btree ("updated_at");
  CREATE INDEX "_instagram_posts_v_latest_idx" ON "_instagram_posts_v" USING btree ("latest");
  CREATE INDEX "home_page_partner_logos_order_idx" ON "home_page_partner_logos" USING btree ("_order");
  CREATE INDEX "home_page_partner_logos_parent_id_idx" ON "home_page_partner_logos" USING btree ("_parent_id");
  CREATE INDEX "home_page_partner_logos_logo_idx" ON "home_page_partner_logos" USING btree ("logo_id");
  CREATE INDEX "home_page_vision_figures_order_idx" ON "home_page_vision_figures" USING btree ("_order");
  CREATE INDEX "home_page_vision_figures_parent_id_idx" ON "home_page_vision_figures" USING btree ("_parent_id");
  CREATE INDEX "home_page_vision_facts_order_idx" ON "home_page_vision_facts" USING btree ("_order");
  CREATE INDEX "home_page_vision_facts_parent_id_idx" ON "home_page_vision_facts" USING btree ("_parent_id");
  CREATE INDEX "home_page_initiatives_order_idx" ON "home_page_initiatives" USING btree ("_order");
  CREATE INDEX "home_page_initiatives_parent_id_idx" ON "home_page_initiatives" USING btree ("_parent_id");
  CREATE INDEX "home_page_photo_idx" ON "home_page" USING btree ("photo_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_posts_fk" FOREIGN KEY ("news_posts_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_instagram_posts_fk" FOREIGN KEY ("instagram_posts_id") REFERENCES "public"."instagram_posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("stories_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_news_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("news_posts_id");
  CREATE INDEX "payload_locked_documents_rels_instagram_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("instagram_posts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_hero_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_hero_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stories_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stories_v_version_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v_version_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_posts_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_posts_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_posts_v_version_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_posts_v_version_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "instagram_posts_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "instagram_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_instagram_posts_v_version_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_instagram_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_partner_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_vision_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_vision_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_initiatives" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_hero_slides" CASCADE;
  DROP TABLE "_pages_v_version_hero_slides" CASCADE;
  DROP TABLE "stories_gallery" CASCADE;
  DROP TABLE "stories" CASCADE;
  DROP TABLE "_stories_v_version_gallery" CASCADE;
  DROP TABLE "_stories_v" CASCADE;
  DROP TABLE "events_gallery" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "_events_v_version_gallery" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "news_posts_gallery" CASCADE;
  DROP TABLE "news_posts_buttons" CASCADE;
  DROP TABLE "news_posts" CASCADE;
  DROP TABLE "_news_posts_v_version_gallery" CASCADE;
  DROP TABLE "_news_posts_v_version_buttons" CASCADE;
  DROP TABLE "_news_posts_v" CASCADE;
  DROP TABLE "instagram_posts_children" CASCADE;
  DROP TABLE "instagram_posts" CASCADE;
  DROP TABLE "_instagram_posts_v_version_children" CASCADE;
  DROP TABLE "_instagram_posts_v" CASCADE;
  DROP TABLE "home_page_partner_logos" CASCADE;
  DROP TABLE "home_page_vision_figures" CASCADE;
  DROP TABLE "home_page_vision_facts" CASCADE;
  DROP TABLE "home_page_initiatives" CASCADE;
  DROP TABLE "home_page" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_instagram_posts_fk";
  
  DROP INDEX "payload_locked_documents_rels_stories_id_idx";
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_news_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_instagram_posts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "instagram_posts_id";
  DROP TYPE "public"."enum_stories_status";
  DROP TYPE "public"."enum__stories_v_version_status";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum_news_posts_buttons_color";
  DROP TYPE "public"."enum_news_posts_status";
  DROP TYPE "public"."enum__news_posts_v_version_buttons_color";
  DROP TYPE "public"."enum__news_posts_v_version_status";
  DROP TYPE "public"."enum_instagram_posts_media_type";
  DROP TYPE "public"."enum_instagram_posts_status";
  DROP TYPE "public"."enum__instagram_posts_v_version_media_type";
  DROP TYPE "public"."enum__instagram_posts_v_version_status";`)
}

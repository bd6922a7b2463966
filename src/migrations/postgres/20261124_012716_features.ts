import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_form_block_form" AS ENUM('705', '706', '702', '291', '704');
  CREATE TYPE "public"."enum__pages_v_blocks_form_block_form" AS ENUM('705', '706', '702', '291', '704');
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
  CREATE TYPE "public"."enum_newsletters_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__newsletters_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_team_members_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__team_members_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_support_groups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__support_groups_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_grant_years_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__grant_years_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_grantees_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__grantees_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_form_submissions_form" AS ENUM('705', '706', '702', '291', '704');
  CREATE TYPE "public"."enum_form_submissions_delivery_status" AS ENUM('queued', 'retrying', 'sent', 'outbox', 'failed');
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('subscribed', 'unsubscribed');
  CREATE TYPE "public"."enum_donations_donation_type" AS ENUM('single', 'monthly');
  CREATE TYPE "public"."enum_donations_status" AS ENUM('pending', 'approved', 'declined', 'failed');
  CREATE TYPE "public"."enum_donations_donation_area" AS ENUM('Area of greatest need', 'Research', 'Support', 'Awareness', 'Ride to Live', 'Fathers Day Walk / Run', 'Butts in a Boat', 'Pars for Prostate');
  CREATE TYPE "public"."enum_donations_gift_type" AS ENUM('foundation', 'memoriam', 'honour');
  CREATE TYPE "public"."enum_donations_honouree_occasion" AS ENUM('Anniversary', 'Bar Mitzvah', 'Bat Mitzvah', 'Birthday', 'Christmas', 'Easter', 'Father''s Day', 'Mother''s Day', 'Our Friendship', 'Retirement', 'Wedding', 'Your Thoughtfulness', 'No Occasion');
  CREATE TYPE "public"."enum_recurring_donations_status" AS ENUM('active', 'failing', 'cancelled');
  CREATE TYPE "public"."enum_recurring_donations_donation_area" AS ENUM('Area of greatest need', 'Research', 'Support', 'Awareness', 'Ride to Live', 'Fathers Day Walk / Run', 'Butts in a Boat', 'Pars for Prostate');
  CREATE TYPE "public"."enum_library_videos_source" AS ENUM('admin', 'youtube');
  CREATE TYPE "public"."enum_library_videos_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__library_videos_v_version_source" AS ENUM('admin', 'youtube');
  CREATE TYPE "public"."enum__library_videos_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendFormNotification', 'chargeMonthlyGifts', 'syncYouTube');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendFormNotification', 'chargeMonthlyGifts', 'syncYouTube');
  CREATE TYPE "public"."enum_form_settings_recipients_form" AS ENUM('705', '706', '702', '291', '704');
  CREATE TABLE "pages_hero_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"learn_more" varchar
  );
  
  CREATE TABLE "pages_blocks_form_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" "enum_pages_blocks_form_block_form",
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
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
  
  CREATE TABLE "_pages_v_blocks_form_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "enum__pages_v_blocks_form_block_form",
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
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
  
  CREATE TABLE "newsletters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"date" timestamp(3) with time zone,
  	"url" varchar,
  	"thumbnail_id" integer,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_newsletters_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_newsletters_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_url" varchar,
  	"version_thumbnail_id" integer,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__newsletters_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "member_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"parent_id" integer,
  	"own_group" boolean DEFAULT false,
  	"is_committee" boolean DEFAULT false,
  	"order" numeric DEFAULT 100,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_members_committee_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"title" varchar
  );
  
  CREATE TABLE "team_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"professional_designation" varchar,
  	"biography" varchar,
  	"profile_picture_id" integer,
  	"email" varchar,
  	"tel" varchar,
  	"order" numeric DEFAULT 100,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_team_members_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "team_members_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"member_types_id" integer
  );
  
  CREATE TABLE "_team_members_v_version_committee_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_team_members_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_professional_designation" varchar,
  	"version_biography" varchar,
  	"version_profile_picture_id" integer,
  	"version_email" varchar,
  	"version_tel" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__team_members_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_team_members_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"member_types_id" integer
  );
  
  CREATE TABLE "support_groups_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"phone" varchar,
  	"phone2" varchar,
  	"cell" varchar,
  	"email" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "support_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"city" varchar,
  	"province" varchar DEFAULT 'BC',
  	"group_name" varchar,
  	"logo_id" integer,
  	"blue_box_message" varchar,
  	"map_url" varchar,
  	"learn_more" varchar,
  	"meeting_when" varchar,
  	"meeting_time" varchar,
  	"meeting_where" varchar,
  	"meeting_mailing_address" varchar,
  	"meeting_note" varchar,
  	"other_languages_available" boolean DEFAULT false,
  	"other_languages_languages" varchar,
  	"other_languages_message" varchar,
  	"social_facebook" varchar,
  	"social_instagram" varchar,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_support_groups_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_support_groups_v_version_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"phone" varchar,
  	"phone2" varchar,
  	"cell" varchar,
  	"email" varchar,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_support_groups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_city" varchar,
  	"version_province" varchar DEFAULT 'BC',
  	"version_group_name" varchar,
  	"version_logo_id" integer,
  	"version_blue_box_message" varchar,
  	"version_map_url" varchar,
  	"version_learn_more" varchar,
  	"version_meeting_when" varchar,
  	"version_meeting_time" varchar,
  	"version_meeting_where" varchar,
  	"version_meeting_mailing_address" varchar,
  	"version_meeting_note" varchar,
  	"version_other_languages_available" boolean DEFAULT false,
  	"version_other_languages_languages" varchar,
  	"version_other_languages_message" varchar,
  	"version_social_facebook" varchar,
  	"version_social_instagram" varchar,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__support_groups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "grant_years" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"year" numeric,
  	"description" varchar,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_grant_years_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "grant_years_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"grantees_id" integer
  );
  
  CREATE TABLE "_grant_years_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_year" numeric,
  	"version_description" varchar,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__grant_years_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_grant_years_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"grantees_id" integer
  );
  
  CREATE TABLE "grantees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"project_title" varchar,
  	"description" varchar,
  	"picture_id" integer,
  	"generate_slug" boolean DEFAULT true,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_grantees_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_grantees_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_project_title" varchar,
  	"version_description" varchar,
  	"version_picture_id" integer,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__grantees_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form" "enum_form_submissions_form" NOT NULL,
  	"name" varchar,
  	"email" varchar,
  	"fields" jsonb NOT NULL,
  	"ip_hash" varchar,
  	"delivery_status" "enum_form_submissions_delivery_status" DEFAULT 'queued' NOT NULL,
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_error" varchar,
  	"delivered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"status" "enum_subscribers_status" DEFAULT 'subscribed' NOT NULL,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"source" varchar,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"unsubscribe_token" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"submission_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"amount" numeric NOT NULL,
  	"donation_type" "enum_donations_donation_type" NOT NULL,
  	"status" "enum_donations_status" DEFAULT 'pending' NOT NULL,
  	"receipt_number" numeric,
  	"donation_area" "enum_donations_donation_area",
  	"gift_type" "enum_donations_gift_type" DEFAULT 'foundation',
  	"honouree_occasion" "enum_donations_honouree_occasion",
  	"honouree_title" varchar,
  	"honouree_first_name" varchar,
  	"honouree_last_name" varchar,
  	"honouree_send_to" varchar,
  	"honouree_address" varchar,
  	"honouree_city" varchar,
  	"honouree_province" varchar,
  	"honouree_postal_code" varchar,
  	"honouree_country" varchar,
  	"honouree_sent_on_behalf_of" varchar,
  	"honouree_name_on_card" varchar,
  	"honouree_message" varchar,
  	"mailing_list" boolean,
  	"office_note" varchar,
  	"b_fname" varchar,
  	"b_lname" varchar,
  	"b_email" varchar,
  	"b_tel" varchar,
  	"b_add" varchar,
  	"b_city" varchar,
  	"b_prov" varchar,
  	"b_pcode" varchar,
  	"b_country" varchar,
  	"gateway" varchar,
  	"reference_num" varchar,
  	"auth_code" varchar,
  	"response_code" varchar,
  	"gateway_response_code" varchar,
  	"message" varchar,
  	"card_brand" varchar,
  	"card_last4" varchar,
  	"trans_date_time" timestamp(3) with time zone,
  	"recurring_id" integer,
  	"idempotency_key" varchar,
  	"response" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recurring_donations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"amount" numeric NOT NULL,
  	"status" "enum_recurring_donations_status" DEFAULT 'active' NOT NULL,
  	"next_charge_date" timestamp(3) with time zone,
  	"donation_area" "enum_recurring_donations_donation_area",
  	"b_fname" varchar,
  	"b_lname" varchar,
  	"b_email" varchar,
  	"b_tel" varchar,
  	"b_add" varchar,
  	"b_city" varchar,
  	"b_prov" varchar,
  	"b_pcode" varchar,
  	"b_country" varchar,
  	"gateway" varchar NOT NULL,
  	"token" varchar NOT NULL,
  	"card_brand" varchar,
  	"card_last4" varchar,
  	"failed_attempts" numeric DEFAULT 0,
  	"retry_at" timestamp(3) with time zone,
  	"last_charged_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "annual_receipts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"serial" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"amount" numeric NOT NULL,
  	"gift_count" numeric,
  	"issued_at" timestamp(3) with time zone,
  	"donor_key" varchar NOT NULL,
  	"b_fname" varchar,
  	"b_lname" varchar,
  	"b_email" varchar,
  	"b_add" varchar,
  	"b_city" varchar,
  	"b_prov" varchar,
  	"b_pcode" varchar,
  	"b_country" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "annual_receipts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"donations_id" integer
  );
  
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
  
  CREATE TABLE "annual_report_revenue" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "annual_report_allocation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "annual_report_expenses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "annual_report_reports" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"file_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "annual_report" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_pages_support_groups_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL
  );
  
  CREATE TABLE "about_pages_butts_in_motion_locations_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "about_pages_butts_in_motion_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"location" varchar NOT NULL
  );
  
  CREATE TABLE "about_pages_butts_in_motion_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_url" varchar,
  	"caption" varchar
  );
  
  CREATE TABLE "about_pages_mission_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer NOT NULL,
  	"url" varchar
  );
  
  CREATE TABLE "about_pages_contact_blocks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar
  );
  
  CREATE TABLE "about_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"newsletters_intro" varchar,
  	"newsletters_archive_url" varchar,
  	"support_groups_intro" varchar,
  	"support_groups_calendar_url" varchar,
  	"support_groups_councils" jsonb,
  	"butts_in_motion_intro" varchar,
  	"team_intro" varchar,
  	"team_org_chart_id" integer,
  	"grants_intro" jsonb,
  	"grants_total_awarded" varchar,
  	"grants_projects_funded" numeric,
  	"grants_applications_close" timestamp(3) with time zone,
  	"grants_how_to_apply" jsonb,
  	"grants_past_grants_id" integer,
  	"mission_intro" jsonb,
  	"mission_history" jsonb,
  	"mission_timeline_id" integer,
  	"mission_annual_report_teaser" varchar,
  	"contact_picture_id" integer,
  	"contact_general_inquiry_intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "form_settings_recipients" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form" "enum_form_settings_recipients_form" NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "form_settings_peer_support_topics_sub_topics" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "form_settings_peer_support_topics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"topic_id" varchar NOT NULL,
  	"main" varchar NOT NULL
  );
  
  CREATE TABLE "form_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "donation_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"place_of_issue" varchar DEFAULT 'Vancouver, BC' NOT NULL,
  	"signatory_name" varchar DEFAULT 'Executive Director' NOT NULL,
  	"signatory_title" varchar,
  	"signature_id" integer,
  	"tax_contact_address" varchar,
  	"tax_contact_phone" varchar,
  	"alternative_ways" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
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
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "instagram_posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_members_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "support_groups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grant_years_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grantees_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recurring_donations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "annual_receipts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "library_videos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "playlists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "video_thumbnails_id" integer;
  ALTER TABLE "pages_hero_slides" ADD CONSTRAINT "pages_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_hero_slides" ADD CONSTRAINT "pages_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_form_block" ADD CONSTRAINT "pages_blocks_form_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_peer_support_invite" ADD CONSTRAINT "pages_blocks_peer_support_invite_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_slider_videos" ADD CONSTRAINT "pages_blocks_video_slider_videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_slider_videos" ADD CONSTRAINT "pages_blocks_video_slider_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_slider" ADD CONSTRAINT "pages_blocks_video_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_sources" ADD CONSTRAINT "pages_sources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_hero_slides" ADD CONSTRAINT "_pages_v_version_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_hero_slides" ADD CONSTRAINT "_pages_v_version_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form_block" ADD CONSTRAINT "_pages_v_blocks_form_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_peer_support_invite" ADD CONSTRAINT "_pages_v_blocks_peer_support_invite_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_slider_videos" ADD CONSTRAINT "_pages_v_blocks_video_slider_videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_slider_videos" ADD CONSTRAINT "_pages_v_blocks_video_slider_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_slider" ADD CONSTRAINT "_pages_v_blocks_video_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sources" ADD CONSTRAINT "_pages_v_version_sources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_newsletters_v" ADD CONSTRAINT "_newsletters_v_parent_id_newsletters_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletters"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_newsletters_v" ADD CONSTRAINT "_newsletters_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_types" ADD CONSTRAINT "member_types_parent_id_member_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."member_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members_committee_members" ADD CONSTRAINT "team_members_committee_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_profile_picture_id_media_id_fk" FOREIGN KEY ("profile_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members_rels" ADD CONSTRAINT "team_members_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members_rels" ADD CONSTRAINT "team_members_rels_member_types_fk" FOREIGN KEY ("member_types_id") REFERENCES "public"."member_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_members_v_version_committee_members" ADD CONSTRAINT "_team_members_v_version_committee_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_parent_id_team_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_version_profile_picture_id_media_id_fk" FOREIGN KEY ("version_profile_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v_rels" ADD CONSTRAINT "_team_members_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_team_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_members_v_rels" ADD CONSTRAINT "_team_members_v_rels_member_types_fk" FOREIGN KEY ("member_types_id") REFERENCES "public"."member_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "support_groups_contacts" ADD CONSTRAINT "support_groups_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."support_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "support_groups" ADD CONSTRAINT "support_groups_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_support_groups_v_version_contacts" ADD CONSTRAINT "_support_groups_v_version_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_support_groups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_support_groups_v" ADD CONSTRAINT "_support_groups_v_parent_id_support_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."support_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_support_groups_v" ADD CONSTRAINT "_support_groups_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "grant_years_rels" ADD CONSTRAINT "grant_years_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."grant_years"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "grant_years_rels" ADD CONSTRAINT "grant_years_rels_grantees_fk" FOREIGN KEY ("grantees_id") REFERENCES "public"."grantees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_grant_years_v" ADD CONSTRAINT "_grant_years_v_parent_id_grant_years_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."grant_years"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_grant_years_v_rels" ADD CONSTRAINT "_grant_years_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_grant_years_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_grant_years_v_rels" ADD CONSTRAINT "_grant_years_v_rels_grantees_fk" FOREIGN KEY ("grantees_id") REFERENCES "public"."grantees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "grantees" ADD CONSTRAINT "grantees_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_grantees_v" ADD CONSTRAINT "_grantees_v_parent_id_grantees_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."grantees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_grantees_v" ADD CONSTRAINT "_grantees_v_version_picture_id_media_id_fk" FOREIGN KEY ("version_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donations" ADD CONSTRAINT "donations_recurring_id_recurring_donations_id_fk" FOREIGN KEY ("recurring_id") REFERENCES "public"."recurring_donations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "annual_receipts_rels" ADD CONSTRAINT "annual_receipts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."annual_receipts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "annual_receipts_rels" ADD CONSTRAINT "annual_receipts_rels_donations_fk" FOREIGN KEY ("donations_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "library_videos" ADD CONSTRAINT "library_videos_thumbnail_id_video_thumbnails_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."video_thumbnails"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "library_videos_rels" ADD CONSTRAINT "library_videos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."library_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "library_videos_rels" ADD CONSTRAINT "library_videos_rels_playlists_fk" FOREIGN KEY ("playlists_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_library_videos_v" ADD CONSTRAINT "_library_videos_v_parent_id_library_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."library_videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_library_videos_v" ADD CONSTRAINT "_library_videos_v_version_thumbnail_id_video_thumbnails_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."video_thumbnails"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_library_videos_v_rels" ADD CONSTRAINT "_library_videos_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_library_videos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_library_videos_v_rels" ADD CONSTRAINT "_library_videos_v_rels_playlists_fk" FOREIGN KEY ("playlists_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_partner_logos" ADD CONSTRAINT "home_page_partner_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_partner_logos" ADD CONSTRAINT "home_page_partner_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_vision_figures" ADD CONSTRAINT "home_page_vision_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_vision_facts" ADD CONSTRAINT "home_page_vision_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_initiatives" ADD CONSTRAINT "home_page_initiatives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "annual_report_revenue" ADD CONSTRAINT "annual_report_revenue_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."annual_report"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "annual_report_allocation" ADD CONSTRAINT "annual_report_allocation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."annual_report"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "annual_report_expenses" ADD CONSTRAINT "annual_report_expenses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."annual_report"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "annual_report_reports" ADD CONSTRAINT "annual_report_reports_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "annual_report_reports" ADD CONSTRAINT "annual_report_reports_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."annual_report"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_pages_support_groups_accordion" ADD CONSTRAINT "about_pages_support_groups_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_pages_butts_in_motion_locations_links" ADD CONSTRAINT "about_pages_butts_in_motion_locations_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_pages_butts_in_motion_locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_pages_butts_in_motion_locations" ADD CONSTRAINT "about_pages_butts_in_motion_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_pages_butts_in_motion_gallery" ADD CONSTRAINT "about_pages_butts_in_motion_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_pages_butts_in_motion_gallery" ADD CONSTRAINT "about_pages_butts_in_motion_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_pages_mission_partners" ADD CONSTRAINT "about_pages_mission_partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_pages_mission_partners" ADD CONSTRAINT "about_pages_mission_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_pages_contact_blocks" ADD CONSTRAINT "about_pages_contact_blocks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_pages" ADD CONSTRAINT "about_pages_team_org_chart_id_media_id_fk" FOREIGN KEY ("team_org_chart_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_pages" ADD CONSTRAINT "about_pages_grants_past_grants_id_media_id_fk" FOREIGN KEY ("grants_past_grants_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_pages" ADD CONSTRAINT "about_pages_mission_timeline_id_media_id_fk" FOREIGN KEY ("mission_timeline_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_pages" ADD CONSTRAINT "about_pages_contact_picture_id_media_id_fk" FOREIGN KEY ("contact_picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_settings_recipients" ADD CONSTRAINT "form_settings_recipients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_settings_peer_support_topics_sub_topics" ADD CONSTRAINT "form_settings_peer_support_topics_sub_topics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_settings_peer_support_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_settings_peer_support_topics" ADD CONSTRAINT "form_settings_peer_support_topics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donation_settings" ADD CONSTRAINT "donation_settings_signature_id_media_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_hero_slides_order_idx" ON "pages_hero_slides" USING btree ("_order");
  CREATE INDEX "pages_hero_slides_parent_id_idx" ON "pages_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_hero_slides_image_idx" ON "pages_hero_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_form_block_order_idx" ON "pages_blocks_form_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_block_parent_id_idx" ON "pages_blocks_form_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_form_block_path_idx" ON "pages_blocks_form_block" USING btree ("_path");
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
  CREATE INDEX "_pages_v_version_hero_slides_order_idx" ON "_pages_v_version_hero_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_version_hero_slides_parent_id_idx" ON "_pages_v_version_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_hero_slides_image_idx" ON "_pages_v_version_hero_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_form_block_order_idx" ON "_pages_v_blocks_form_block" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_block_parent_id_idx" ON "_pages_v_blocks_form_block" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_form_block_path_idx" ON "_pages_v_blocks_form_block" USING btree ("_path");
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
  CREATE INDEX "newsletters_date_idx" ON "newsletters" USING btree ("date");
  CREATE INDEX "newsletters_thumbnail_idx" ON "newsletters" USING btree ("thumbnail_id");
  CREATE UNIQUE INDEX "newsletters_slug_idx" ON "newsletters" USING btree ("slug");
  CREATE INDEX "newsletters_updated_at_idx" ON "newsletters" USING btree ("updated_at");
  CREATE INDEX "newsletters_created_at_idx" ON "newsletters" USING btree ("created_at");
  CREATE INDEX "newsletters__status_idx" ON "newsletters" USING btree ("_status");
  CREATE INDEX "_newsletters_v_parent_idx" ON "_newsletters_v" USING btree ("parent_id");
  CREATE INDEX "_newsletters_v_version_version_date_idx" ON "_newsletters_v" USING btree ("version_date");
  CREATE INDEX "_newsletters_v_version_version_thumbnail_idx" ON "_newsletters_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_newsletters_v_version_version_slug_idx" ON "_newsletters_v" USING btree ("version_slug");
  CREATE INDEX "_newsletters_v_version_version_updated_at_idx" ON "_newsletters_v" USING btree ("version_updated_at");
  CREATE INDEX "_newsletters_v_version_version_created_at_idx" ON "_newsletters_v" USING btree ("version_created_at");
  CREATE INDEX "_newsletters_v_version_version__status_idx" ON "_newsletters_v" USING btree ("version__status");
  CREATE INDEX "_newsletters_v_created_at_idx" ON "_newsletters_v" USING btree ("created_at");
  CREATE INDEX "_newsletters_v_updated_at_idx" ON "_newsletters_v" USING btree ("updated_at");
  CREATE INDEX "_newsletters_v_latest_idx" ON "_newsletters_v" USING btree ("latest");
  CREATE INDEX "member_types_parent_idx" ON "member_types" USING btree ("parent_id");
  CREATE UNIQUE INDEX "member_types_slug_idx" ON "member_types" USING btree ("slug");
  CREATE INDEX "member_types_updated_at_idx" ON "member_types" USING btree ("updated_at");
  CREATE INDEX "member_types_created_at_idx" ON "member_types" USING btree ("created_at");
  CREATE INDEX "team_members_committee_members_order_idx" ON "team_members_committee_members" USING btree ("_order");
  CREATE INDEX "team_members_committee_members_parent_id_idx" ON "team_members_committee_members" USING btree ("_parent_id");
  CREATE INDEX "team_members_profile_picture_idx" ON "team_members" USING btree ("profile_picture_id");
  CREATE UNIQUE INDEX "team_members_slug_idx" ON "team_members" USING btree ("slug");
  CREATE INDEX "team_members_updated_at_idx" ON "team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "team_members" USING btree ("created_at");
  CREATE INDEX "team_members__status_idx" ON "team_members" USING btree ("_status");
  CREATE INDEX "team_members_rels_order_idx" ON "team_members_rels" USING btree ("order");
  CREATE INDEX "team_members_rels_parent_idx" ON "team_members_rels" USING btree ("parent_id");
  CREATE INDEX "team_members_rels_path_idx" ON "team_members_rels" USING btree ("path");
  CREATE INDEX "team_members_rels_member_types_id_idx" ON "team_members_rels" USING btree ("member_types_id");
  CREATE INDEX "_team_members_v_version_committee_members_order_idx" ON "_team_members_v_version_committee_members" USING btree ("_order");
  CREATE INDEX "_team_members_v_version_committee_members_parent_id_idx" ON "_team_members_v_version_committee_members" USING btree ("_parent_id");
  CREATE INDEX "_team_members_v_parent_idx" ON "_team_members_v" USING btree ("parent_id");
  CREATE INDEX "_team_members_v_version_version_profile_picture_idx" ON "_team_members_v" USING btree ("version_profile_picture_id");
  CREATE INDEX "_team_members_v_version_version_slug_idx" ON "_team_members_v" USING btree ("version_slug");
  CREATE INDEX "_team_members_v_version_version_updated_at_idx" ON "_team_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_team_members_v_version_version_created_at_idx" ON "_team_members_v" USING btree ("version_created_at");
  CREATE INDEX "_team_members_v_version_version__status_idx" ON "_team_members_v" USING btree ("version__status");
  CREATE INDEX "_team_members_v_created_at_idx" ON "_team_members_v" USING btree ("created_at");
  CREATE INDEX "_team_members_v_updated_at_idx" ON "_team_members_v" USING btree ("updated_at");
  CREATE INDEX "_team_members_v_latest_idx" ON "_team_members_v" USING btree ("latest");
  CREATE INDEX "_team_members_v_rels_order_idx" ON "_team_members_v_rels" USING btree ("order");
  CREATE INDEX "_team_members_v_rels_parent_idx" ON "_team_members_v_rels" USING btree ("parent_id");
  CREATE INDEX "_team_members_v_rels_path_idx" ON "_team_members_v_rels" USING btree ("path");
  CREATE INDEX "_team_members_v_rels_member_types_id_idx" ON "_team_members_v_rels" USING btree ("member_types_id");
  CREATE INDEX "support_groups_contacts_order_idx" ON "support_groups_contacts" USING btree ("_order");
  CREATE INDEX "support_groups_contacts_parent_id_idx" ON "support_groups_contacts" USING btree ("_parent_id");
  CREATE INDEX "support_groups_city_idx" ON "support_groups" USING btree ("city");
  CREATE INDEX "support_groups_logo_idx" ON "support_groups" USING btree ("logo_id");
  CREATE UNIQUE INDEX "support_groups_slug_idx" ON "support_groups" USING btree ("slug");
  CREATE INDEX "support_groups_updated_at_idx" ON "support_groups" USING btree ("updated_at");
  CREATE INDEX "support_groups_created_at_idx" ON "support_groups" USING btree ("created_at");
  CREATE INDEX "support_groups__status_idx" ON "support_groups" USING btree ("_status");
  CREATE INDEX "_support_groups_v_version_contacts_order_idx" ON "_support_groups_v_version_contacts" USING btree ("_order");
  CREATE INDEX "_support_groups_v_version_contacts_parent_id_idx" ON "_support_groups_v_version_contacts" USING btree ("_parent_id");
  CREATE INDEX "_support_groups_v_parent_idx" ON "_support_groups_v" USING btree ("parent_id");
  CREATE INDEX "_support_groups_v_version_version_city_idx" ON "_support_groups_v" USING btree ("version_city");
  CREATE INDEX "_support_groups_v_version_version_logo_idx" ON "_support_groups_v" USING btree ("version_logo_id");
  CREATE INDEX "_support_groups_v_version_version_slug_idx" ON "_support_groups_v" USING btree ("version_slug");
  CREATE INDEX "_support_groups_v_version_version_updated_at_idx" ON "_support_groups_v" USING btree ("version_updated_at");
  CREATE INDEX "_support_groups_v_version_version_created_at_idx" ON "_support_groups_v" USING btree ("version_created_at");
  CREATE INDEX "_support_groups_v_version_version__status_idx" ON "_support_groups_v" USING btree ("version__status");
  CREATE INDEX "_support_groups_v_created_at_idx" ON "_support_groups_v" USING btree ("created_at");
  CREATE INDEX "_support_groups_v_updated_at_idx" ON "_support_groups_v" USING btree ("updated_at");
  CREATE INDEX "_support_groups_v_latest_idx" ON "_support_groups_v" USING btree ("latest");
  CREATE INDEX "grant_years_year_idx" ON "grant_years" USING btree ("year");
  CREATE UNIQUE INDEX "grant_years_slug_idx" ON "grant_years" USING btree ("slug");
  CREATE INDEX "grant_years_updated_at_idx" ON "grant_years" USING btree ("updated_at");
  CREATE INDEX "grant_years_created_at_idx" ON "grant_years" USING btree ("created_at");
  CREATE INDEX "grant_years__status_idx" ON "grant_years" USING btree ("_status");
  CREATE INDEX "grant_years_rels_order_idx" ON "grant_years_rels" USING btree ("order");
  CREATE INDEX "grant_years_rels_parent_idx" ON "grant_years_rels" USING btree ("parent_id");
  CREATE INDEX "grant_years_rels_path_idx" ON "grant_years_rels" USING btree ("path");
  CREATE INDEX "grant_years_rels_grantees_id_idx" ON "grant_years_rels" USING btree ("grantees_id");
  CREATE INDEX "_grant_years_v_parent_idx" ON "_grant_years_v" USING btree ("parent_id");
  CREATE INDEX "_grant_years_v_version_version_year_idx" ON "_grant_years_v" USING btree ("version_year");
  CREATE INDEX "_grant_years_v_version_version_slug_idx" ON "_grant_years_v" USING btree ("version_slug");
  CREATE INDEX "_grant_years_v_version_version_updated_at_idx" ON "_grant_years_v" USING btree ("version_updated_at");
  CREATE INDEX "_grant_years_v_version_version_created_at_idx" ON "_grant_years_v" USING btree ("version_created_at");
  CREATE INDEX "_grant_years_v_version_version__status_idx" ON "_grant_years_v" USING btree ("version__status");
  CREATE INDEX "_grant_years_v_created_at_idx" ON "_grant_years_v" USING btree ("created_at");
  CREATE INDEX "_grant_years_v_updated_at_idx" ON "_grant_years_v" USING btree ("updated_at");
  CREATE INDEX "_grant_years_v_latest_idx" ON "_grant_years_v" USING btree ("latest");
  CREATE INDEX "_grant_years_v_rels_order_idx" ON "_grant_years_v_rels" USING btree ("order");
  CREATE INDEX "_grant_years_v_rels_parent_idx" ON "_grant_years_v_rels" USING btree ("parent_id");
  CREATE INDEX "_grant_years_v_rels_path_idx" ON "_grant_years_v_rels" USING btree ("path");
  CREATE INDEX "_grant_years_v_rels_grantees_id_idx" ON "_grant_years_v_rels" USING btree ("grantees_id");
  CREATE INDEX "grantees_picture_idx" ON "grantees" USING btree ("picture_id");
  CREATE UNIQUE INDEX "grantees_slug_idx" ON "grantees" USING btree ("slug");
  CREATE INDEX "grantees_updated_at_idx" ON "grantees" USING btree ("updated_at");
  CREATE INDEX "grantees_created_at_idx" ON "grantees" USING btree ("created_at");
  CREATE INDEX "grantees__status_idx" ON "grantees" USING btree ("_status");
  CREATE INDEX "_grantees_v_parent_idx" ON "_grantees_v" USING btree ("parent_id");
  CREATE INDEX "_grantees_v_version_version_picture_idx" ON "_grantees_v" USING btree ("version_picture_id");
  CREATE INDEX "_grantees_v_version_version_slug_idx" ON "_grantees_v" USING btree ("version_slug");
  CREATE INDEX "_grantees_v_version_version_updated_at_idx" ON "_grantees_v" USING btree ("version_updated_at");
  CREATE INDEX "_grantees_v_version_version_created_at_idx" ON "_grantees_v" USING btree ("version_created_at");
  CREATE INDEX "_grantees_v_version_version__status_idx" ON "_grantees_v" USING btree ("version__status");
  CREATE INDEX "_grantees_v_created_at_idx" ON "_grantees_v" USING btree ("created_at");
  CREATE INDEX "_grantees_v_updated_at_idx" ON "_grantees_v" USING btree ("updated_at");
  CREATE INDEX "_grantees_v_latest_idx" ON "_grantees_v" USING btree ("latest");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form");
  CREATE INDEX "form_submissions_email_idx" ON "form_submissions" USING btree ("email");
  CREATE INDEX "form_submissions_ip_hash_idx" ON "form_submissions" USING btree ("ip_hash");
  CREATE INDEX "form_submissions_delivery_status_idx" ON "form_submissions" USING btree ("delivery_status");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE UNIQUE INDEX "subscribers_unsubscribe_token_idx" ON "subscribers" USING btree ("unsubscribe_token");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "outbox_submission_idx" ON "outbox" USING btree ("submission_id");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  CREATE INDEX "donations_donation_type_idx" ON "donations" USING btree ("donation_type");
  CREATE INDEX "donations_status_idx" ON "donations" USING btree ("status");
  CREATE UNIQUE INDEX "donations_receipt_number_idx" ON "donations" USING btree ("receipt_number");
  CREATE INDEX "donations_b_email_idx" ON "donations" USING btree ("b_email");
  CREATE INDEX "donations_reference_num_idx" ON "donations" USING btree ("reference_num");
  CREATE INDEX "donations_recurring_idx" ON "donations" USING btree ("recurring_id");
  CREATE UNIQUE INDEX "donations_idempotency_key_idx" ON "donations" USING btree ("idempotency_key");
  CREATE INDEX "donations_updated_at_idx" ON "donations" USING btree ("updated_at");
  CREATE INDEX "donations_created_at_idx" ON "donations" USING btree ("created_at");
  CREATE INDEX "recurring_donations_status_idx" ON "recurring_donations" USING btree ("status");
  CREATE INDEX "recurring_donations_next_charge_date_idx" ON "recurring_donations" USING btree ("next_charge_date");
  CREATE INDEX "recurring_donations_b_email_idx" ON "recurring_donations" USING btree ("b_email");
  CREATE INDEX "recurring_donations_updated_at_idx" ON "recurring_donations" USING btree ("updated_at");
  CREATE INDEX "recurring_donations_created_at_idx" ON "recurring_donations" USING btree ("created_at");
  CREATE UNIQUE INDEX "annual_receipts_serial_idx" ON "annual_receipts" USING btree ("serial");
  CREATE INDEX "annual_receipts_year_idx" ON "annual_receipts" USING btree ("year");
  CREATE UNIQUE INDEX "annual_receipts_donor_key_idx" ON "annual_receipts" USING btree ("donor_key");
  CREATE INDEX "annual_receipts_updated_at_idx" ON "annual_receipts" USING btree ("updated_at");
  CREATE INDEX "annual_receipts_created_at_idx" ON "annual_receipts" USING btree ("created_at");
  CREATE INDEX "annual_receipts_rels_order_idx" ON "annual_receipts_rels" USING btree ("order");
  CREATE INDEX "annual_receipts_rels_parent_idx" ON "annual_receipts_rels" USING btree ("parent_id");
  CREATE INDEX "annual_receipts_rels_path_idx" ON "annual_receipts_rels" USING btree ("path");
  CREATE INDEX "annual_receipts_rels_donations_id_idx" ON "annual_receipts_rels" USING btree ("donations_id");
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
  CREATE INDEX "annual_report_revenue_order_idx" ON "annual_report_revenue" USING btree ("_order");
  CREATE INDEX "annual_report_revenue_parent_id_idx" ON "annual_report_revenue" USING btree ("_parent_id");
  CREATE INDEX "annual_report_allocation_order_idx" ON "annual_report_allocation" USING btree ("_order");
  CREATE INDEX "annual_report_allocation_parent_id_idx" ON "annual_report_allocation" USING btree ("_parent_id");
  CREATE INDEX "annual_report_expenses_order_idx" ON "annual_report_expenses" USING btree ("_order");
  CREATE INDEX "annual_report_expenses_parent_id_idx" ON "annual_report_expenses" USING btree ("_parent_id");
  CREATE INDEX "annual_report_reports_order_idx" ON "annual_report_reports" USING btree ("_order");
  CREATE INDEX "annual_report_reports_parent_id_idx" ON "annual_report_reports" USING btree ("_parent_id");
  CREATE INDEX "annual_report_reports_file_idx" ON "annual_report_reports" USING btree ("file_id");
  CREATE INDEX "about_pages_support_groups_accordion_order_idx" ON "about_pages_support_groups_accordion" USING btree ("_order");
  CREATE INDEX "about_pages_support_groups_accordion_parent_id_idx" ON "about_pages_support_groups_accordion" USING btree ("_parent_id");
  CREATE INDEX "about_pages_butts_in_motion_locations_links_order_idx" ON "about_pages_butts_in_motion_locations_links" USING btree ("_order");
  CREATE INDEX "about_pages_butts_in_motion_locations_links_parent_id_idx" ON "about_pages_butts_in_motion_locations_links" USING btree ("_parent_id");
  CREATE INDEX "about_pages_butts_in_motion_locations_order_idx" ON "about_pages_butts_in_motion_locations" USING btree ("_order");
  CREATE INDEX "about_pages_butts_in_motion_locations_parent_id_idx" ON "about_pages_butts_in_motion_locations" USING btree ("_parent_id");
  CREATE INDEX "about_pages_butts_in_motion_gallery_order_idx" ON "about_pages_butts_in_motion_gallery" USING btree ("_order");
  CREATE INDEX "about_pages_butts_in_motion_gallery_parent_id_idx" ON "about_pages_butts_in_motion_gallery" USING btree ("_parent_id");
  CREATE INDEX "about_pages_butts_in_motion_gallery_image_idx" ON "about_pages_butts_in_motion_gallery" USING btree ("image_id");
  CREATE INDEX "about_pages_mission_partners_order_idx" ON "about_pages_mission_partners" USING btree ("_order");
  CREATE INDEX "about_pages_mission_partners_parent_id_idx" ON "about_pages_mission_partners" USING btree ("_parent_id");
  CREATE INDEX "about_pages_mission_partners_logo_idx" ON "about_pages_mission_partners" USING btree ("logo_id");
  CREATE INDEX "about_pages_contact_blocks_order_idx" ON "about_pages_contact_blocks" USING btree ("_order");
  CREATE INDEX "about_pages_contact_blocks_parent_id_idx" ON "about_pages_contact_blocks" USING btree ("_parent_id");
  CREATE INDEX "about_pages_team_team_org_chart_idx" ON "about_pages" USING btree ("team_org_chart_id");
  CREATE INDEX "about_pages_grants_grants_past_grants_idx" ON "about_pages" USING btree ("grants_past_grants_id");
  CREATE INDEX "about_pages_mission_mission_timeline_idx" ON "about_pages" USING btree ("mission_timeline_id");
  CREATE INDEX "about_pages_contact_contact_picture_idx" ON "about_pages" USING btree ("contact_picture_id");
  CREATE INDEX "form_settings_recipients_order_idx" ON "form_settings_recipients" USING btree ("_order");
  CREATE INDEX "form_settings_recipients_parent_id_idx" ON "form_settings_recipients" USING btree ("_parent_id");
  CREATE INDEX "form_settings_peer_support_topics_sub_topics_order_idx" ON "form_settings_peer_support_topics_sub_topics" USING btree ("_order");
  CREATE INDEX "form_settings_peer_support_topics_sub_topics_parent_id_idx" ON "form_settings_peer_support_topics_sub_topics" USING btree ("_parent_id");
  CREATE INDEX "form_settings_peer_support_topics_order_idx" ON "form_settings_peer_support_topics" USING btree ("_order");
  CREATE INDEX "form_settings_peer_support_topics_parent_id_idx" ON "form_settings_peer_support_topics" USING btree ("_parent_id");
  CREATE INDEX "donation_settings_signature_idx" ON "donation_settings" USING btree ("signature_id");
  ALTER TABLE "pages_blocks_video_embed" ADD CONSTRAINT "pages_blocks_video_embed_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_embed" ADD CONSTRAINT "_pages_v_blocks_video_embed_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_posts_fk" FOREIGN KEY ("news_posts_id") REFERENCES "public"."news_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_instagram_posts_fk" FOREIGN KEY ("instagram_posts_id") REFERENCES "public"."instagram_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletters_fk" FOREIGN KEY ("newsletters_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_types_fk" FOREIGN KEY ("member_types_id") REFERENCES "public"."member_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_support_groups_fk" FOREIGN KEY ("support_groups_id") REFERENCES "public"."support_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grant_years_fk" FOREIGN KEY ("grant_years_id") REFERENCES "public"."grant_years"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grantees_fk" FOREIGN KEY ("grantees_id") REFERENCES "public"."grantees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donations_fk" FOREIGN KEY ("donations_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recurring_donations_fk" FOREIGN KEY ("recurring_donations_id") REFERENCES "public"."recurring_donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_annual_receipts_fk" FOREIGN KEY ("annual_receipts_id") REFERENCES "public"."annual_receipts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_library_videos_fk" FOREIGN KEY ("library_videos_id") REFERENCES "public"."library_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_playlists_fk" FOREIGN KEY ("playlists_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_video_thumbnails_fk" FOREIGN KEY ("video_thumbnails_id") REFERENCES "public"."video_thumbnails"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_video_embed_poster_idx" ON "pages_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_accordion_items_image_idx" ON "pages_blocks_accordion_items" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_video_embed_poster_idx" ON "_pages_v_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_image_idx" ON "_pages_v_blocks_accordion_items" USING btree ("image_id");
  CREATE INDEX "payload_locked_documents_rels_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("stories_id");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_news_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("news_posts_id");
  CREATE INDEX "payload_locked_documents_rels_instagram_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("instagram_posts_id");
  CREATE INDEX "payload_locked_documents_rels_newsletters_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletters_id");
  CREATE INDEX "payload_locked_documents_rels_member_types_id_idx" ON "payload_locked_documents_rels" USING btree ("member_types_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");
  CREATE INDEX "payload_locked_documents_rels_support_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("support_groups_id");
  CREATE INDEX "payload_locked_documents_rels_grant_years_id_idx" ON "payload_locked_documents_rels" USING btree ("grant_years_id");
  CREATE INDEX "payload_locked_documents_rels_grantees_id_idx" ON "payload_locked_documents_rels" USING btree ("grantees_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");
  CREATE INDEX "payload_locked_documents_rels_donations_id_idx" ON "payload_locked_documents_rels" USING btree ("donations_id");
  CREATE INDEX "payload_locked_documents_rels_recurring_donations_id_idx" ON "payload_locked_documents_rels" USING btree ("recurring_donations_id");
  CREATE INDEX "payload_locked_documents_rels_annual_receipts_id_idx" ON "payload_locked_documents_rels" USING btree ("annual_receipts_id");
  CREATE INDEX "payload_locked_documents_rels_library_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("library_videos_id");
  CREATE INDEX "payload_locked_documents_rels_playlists_id_idx" ON "payload_locked_documents_rels" USING btree ("playlists_id");
  CREATE INDEX "payload_locked_documents_rels_video_thumbnails_id_idx" ON "payload_locked_documents_rels" USING btree ("video_thumbnails_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_hero_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_form_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_peer_support_invite" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_slider_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_sources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_hero_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_form_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_peer_support_invite" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_slider_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_sources" DISABLE ROW LEVEL SECURITY;
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
  ALTER TABLE "newsletters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_newsletters_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members_committee_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v_version_committee_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "support_groups_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "support_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_support_groups_v_version_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_support_groups_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grant_years" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grant_years_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_grant_years_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_grant_years_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "grantees" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_grantees_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recurring_donations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "annual_receipts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "annual_receipts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "library_videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "library_videos_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_library_videos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_library_videos_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "playlists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_thumbnails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_partner_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_vision_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_vision_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page_initiatives" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "annual_report_revenue" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "annual_report_allocation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "annual_report_expenses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "annual_report_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "annual_report" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_pages_support_groups_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_pages_butts_in_motion_locations_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_pages_butts_in_motion_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_pages_butts_in_motion_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_pages_mission_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_pages_contact_blocks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_settings_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_settings_peer_support_topics_sub_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_settings_peer_support_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donation_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_hero_slides" CASCADE;
  DROP TABLE "pages_blocks_form_block" CASCADE;
  DROP TABLE "pages_blocks_peer_support_invite" CASCADE;
  DROP TABLE "pages_blocks_video_slider_videos" CASCADE;
  DROP TABLE "pages_blocks_video_slider" CASCADE;
  DROP TABLE "pages_sources" CASCADE;
  DROP TABLE "_pages_v_version_hero_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_form_block" CASCADE;
  DROP TABLE "_pages_v_blocks_peer_support_invite" CASCADE;
  DROP TABLE "_pages_v_blocks_video_slider_videos" CASCADE;
  DROP TABLE "_pages_v_blocks_video_slider" CASCADE;
  DROP TABLE "_pages_v_version_sources" CASCADE;
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
  DROP TABLE "newsletters" CASCADE;
  DROP TABLE "_newsletters_v" CASCADE;
  DROP TABLE "member_types" CASCADE;
  DROP TABLE "team_members_committee_members" CASCADE;
  DROP TABLE "team_members" CASCADE;
  DROP TABLE "team_members_rels" CASCADE;
  DROP TABLE "_team_members_v_version_committee_members" CASCADE;
  DROP TABLE "_team_members_v" CASCADE;
  DROP TABLE "_team_members_v_rels" CASCADE;
  DROP TABLE "support_groups_contacts" CASCADE;
  DROP TABLE "support_groups" CASCADE;
  DROP TABLE "_support_groups_v_version_contacts" CASCADE;
  DROP TABLE "_support_groups_v" CASCADE;
  DROP TABLE "grant_years" CASCADE;
  DROP TABLE "grant_years_rels" CASCADE;
  DROP TABLE "_grant_years_v" CASCADE;
  DROP TABLE "_grant_years_v_rels" CASCADE;
  DROP TABLE "grantees" CASCADE;
  DROP TABLE "_grantees_v" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "outbox" CASCADE;
  DROP TABLE "donations" CASCADE;
  DROP TABLE "recurring_donations" CASCADE;
  DROP TABLE "annual_receipts" CASCADE;
  DROP TABLE "annual_receipts_rels" CASCADE;
  DROP TABLE "library_videos" CASCADE;
  DROP TABLE "library_videos_rels" CASCADE;
  DROP TABLE "_library_videos_v" CASCADE;
  DROP TABLE "_library_videos_v_rels" CASCADE;
  DROP TABLE "playlists" CASCADE;
  DROP TABLE "video_thumbnails" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "home_page_partner_logos" CASCADE;
  DROP TABLE "home_page_vision_figures" CASCADE;
  DROP TABLE "home_page_vision_facts" CASCADE;
  DROP TABLE "home_page_initiatives" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "annual_report_revenue" CASCADE;
  DROP TABLE "annual_report_allocation" CASCADE;
  DROP TABLE "annual_report_expenses" CASCADE;
  DROP TABLE "annual_report_reports" CASCADE;
  DROP TABLE "annual_report" CASCADE;
  DROP TABLE "about_pages_support_groups_accordion" CASCADE;
  DROP TABLE "about_pages_butts_in_motion_locations_links" CASCADE;
  DROP TABLE "about_pages_butts_in_motion_locations" CASCADE;
  DROP TABLE "about_pages_butts_in_motion_gallery" CASCADE;
  DROP TABLE "about_pages_mission_partners" CASCADE;
  DROP TABLE "about_pages_contact_blocks" CASCADE;
  DROP TABLE "about_pages" CASCADE;
  DROP TABLE "form_settings_recipients" CASCADE;
  DROP TABLE "form_settings_peer_support_topics_sub_topics" CASCADE;
  DROP TABLE "form_settings_peer_support_topics" CASCADE;
  DROP TABLE "form_settings" CASCADE;
  DROP TABLE "donation_settings" CASCADE;
  DROP TABLE "video_settings" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "pages_blocks_video_embed" DROP CONSTRAINT "pages_blocks_video_embed_poster_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_accordion_items" DROP CONSTRAINT "pages_blocks_accordion_items_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_video_embed" DROP CONSTRAINT "_pages_v_blocks_video_embed_poster_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_accordion_items" DROP CONSTRAINT "_pages_v_blocks_accordion_items_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_instagram_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_member_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_members_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_support_groups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_grant_years_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_grantees_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recurring_donations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_annual_receipts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_library_videos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_playlists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_video_thumbnails_fk";
  
  DROP INDEX "pages_blocks_video_embed_poster_idx";
  DROP INDEX "pages_blocks_accordion_items_image_idx";
  DROP INDEX "_pages_v_blocks_video_embed_poster_idx";
  DROP INDEX "_pages_v_blocks_accordion_items_image_idx";
  DROP INDEX "payload_locked_documents_rels_stories_id_idx";
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_news_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_instagram_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletters_id_idx";
  DROP INDEX "payload_locked_documents_rels_member_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_team_members_id_idx";
  DROP INDEX "payload_locked_documents_rels_support_groups_id_idx";
  DROP INDEX "payload_locked_documents_rels_grant_years_id_idx";
  DROP INDEX "payload_locked_documents_rels_grantees_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_donations_id_idx";
  DROP INDEX "payload_locked_documents_rels_recurring_donations_id_idx";
  DROP INDEX "payload_locked_documents_rels_annual_receipts_id_idx";
  DROP INDEX "payload_locked_documents_rels_library_videos_id_idx";
  DROP INDEX "payload_locked_documents_rels_playlists_id_idx";
  DROP INDEX "payload_locked_documents_rels_video_thumbnails_id_idx";
  ALTER TABLE "pages_blocks_video_embed" DROP COLUMN "poster_id";
  ALTER TABLE "pages_blocks_accordion_items" DROP COLUMN "image_id";
  ALTER TABLE "pages" DROP COLUMN "last_reviewed";
  ALTER TABLE "pages" DROP COLUMN "list_subpages";
  ALTER TABLE "pages" DROP COLUMN "page_order";
  ALTER TABLE "_pages_v_blocks_video_embed" DROP COLUMN "poster_id";
  ALTER TABLE "_pages_v_blocks_accordion_items" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_last_reviewed";
  ALTER TABLE "_pages_v" DROP COLUMN "version_list_subpages";
  ALTER TABLE "_pages_v" DROP COLUMN "version_page_order";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "instagram_posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_members_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "support_groups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grant_years_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grantees_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recurring_donations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "annual_receipts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "library_videos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "playlists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "video_thumbnails_id";
  DROP TYPE "public"."enum_pages_blocks_form_block_form";
  DROP TYPE "public"."enum__pages_v_blocks_form_block_form";
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
  DROP TYPE "public"."enum__instagram_posts_v_version_status";
  DROP TYPE "public"."enum_newsletters_status";
  DROP TYPE "public"."enum__newsletters_v_version_status";
  DROP TYPE "public"."enum_team_members_status";
  DROP TYPE "public"."enum__team_members_v_version_status";
  DROP TYPE "public"."enum_support_groups_status";
  DROP TYPE "public"."enum__support_groups_v_version_status";
  DROP TYPE "public"."enum_grant_years_status";
  DROP TYPE "public"."enum__grant_years_v_version_status";
  DROP TYPE "public"."enum_grantees_status";
  DROP TYPE "public"."enum__grantees_v_version_status";
  DROP TYPE "public"."enum_form_submissions_form";
  DROP TYPE "public"."enum_form_submissions_delivery_status";
  DROP TYPE "public"."enum_subscribers_status";
  DROP TYPE "public"."enum_donations_donation_type";
  DROP TYPE "public"."enum_donations_status";
  DROP TYPE "public"."enum_donations_donation_area";
  DROP TYPE "public"."enum_donations_gift_type";
  DROP TYPE "public"."enum_donations_honouree_occasion";
  DROP TYPE "public"."enum_recurring_donations_status";
  DROP TYPE "public"."enum_recurring_donations_donation_area";
  DROP TYPE "public"."enum_library_videos_source";
  DROP TYPE "public"."enum_library_videos_status";
  DROP TYPE "public"."enum__library_videos_v_version_source";
  DROP TYPE "public"."enum__library_videos_v_version_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_form_settings_recipients_form";`)
}

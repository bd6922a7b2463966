import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_members_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "support_groups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grant_years_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "grantees_id" integer;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletters_fk" FOREIGN KEY ("newsletters_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_types_fk" FOREIGN KEY ("member_types_id") REFERENCES "public"."member_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_support_groups_fk" FOREIGN KEY ("support_groups_id") REFERENCES "public"."support_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grant_years_fk" FOREIGN KEY ("grant_years_id") REFERENCES "public"."grant_years"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_grantees_fk" FOREIGN KEY ("grantees_id") REFERENCES "public"."grantees"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_newsletters_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletters_id");
  CREATE INDEX "payload_locked_documents_rels_member_types_id_idx" ON "payload_locked_documents_rels" USING btree ("member_types_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");
  CREATE INDEX "payload_locked_documents_rels_support_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("support_groups_id");
  CREATE INDEX "payload_locked_documents_rels_grant_years_id_idx" ON "payload_locked_documents_rels" USING btree ("grant_years_id");
  CREATE INDEX "payload_locked_documents_rels_grantees_id_idx" ON "payload_locked_documents_rels" USING btree ("grantees_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_member_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_members_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_support_groups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_grant_years_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_grantees_fk";
  
  DROP INDEX "payload_locked_documents_rels_newsletters_id_idx";
  DROP INDEX "payload_locked_documents_rels_member_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_team_members_id_idx";
  DROP INDEX "payload_locked_documents_rels_support_groups_id_idx";
  DROP INDEX "payload_locked_documents_rels_grant_years_id_idx";
  DROP INDEX "payload_locked_documents_rels_grantees_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_members_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "support_groups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grant_years_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "grantees_id";
  DROP TYPE "public"."enum_newsletters_status";
  DROP TYPE "public"."enum__newsletters_v_version_status";
  DROP TYPE "public"."enum_team_members_status";
  DROP TYPE "public"."enum__team_members_v_version_status";
  DROP TYPE "public"."enum_support_groups_status";
  DROP TYPE "public"."enum__support_groups_v_version_status";
  DROP TYPE "public"."enum_grant_years_status";
  DROP TYPE "public"."enum__grant_years_v_version_status";
  DROP TYPE "public"."enum_grantees_status";
  DROP TYPE "public"."enum__grantees_v_version_status";`)
}

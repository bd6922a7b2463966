import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`newsletters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`date\` text,
  	\`url\` text,
  	\`thumbnail_id\` integer,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletters_date_idx\` ON \`newsletters\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`newsletters_thumbnail_idx\` ON \`newsletters\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletters_slug_idx\` ON \`newsletters\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`newsletters_updated_at_idx\` ON \`newsletters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletters_created_at_idx\` ON \`newsletters\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletters__status_idx\` ON \`newsletters\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_newsletters_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_date\` text,
  	\`version_url\` text,
  	\`version_thumbnail_id\` integer,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`newsletters\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_newsletters_v_parent_idx\` ON \`_newsletters_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_version_version_date_idx\` ON \`_newsletters_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_version_version_thumbnail_idx\` ON \`_newsletters_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_version_version_slug_idx\` ON \`_newsletters_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_version_version_updated_at_idx\` ON \`_newsletters_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_version_version_created_at_idx\` ON \`_newsletters_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_version_version__status_idx\` ON \`_newsletters_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_created_at_idx\` ON \`_newsletters_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_updated_at_idx\` ON \`_newsletters_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_newsletters_v_latest_idx\` ON \`_newsletters_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`member_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`parent_id\` integer,
  	\`own_group\` integer DEFAULT false,
  	\`is_committee\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 100,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`member_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`member_types_parent_idx\` ON \`member_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`member_types_slug_idx\` ON \`member_types\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`member_types_updated_at_idx\` ON \`member_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`member_types_created_at_idx\` ON \`member_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`team_members_committee_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`title\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`team_members_committee_members_order_idx\` ON \`team_members_committee_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`team_members_committee_members_parent_id_idx\` ON \`team_members_committee_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`team_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`professional_designation\` text,
  	\`biography\` text,
  	\`profile_picture_id\` integer,
  	\`email\` text,
  	\`tel\` text,
  	\`order\` numeric DEFAULT 100,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`profile_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`team_members_profile_picture_idx\` ON \`team_members\` (\`profile_picture_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`team_members_slug_idx\` ON \`team_members\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`team_members_updated_at_idx\` ON \`team_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members_created_at_idx\` ON \`team_members\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members__status_idx\` ON \`team_members\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`team_members_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`member_types_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_types_id\`) REFERENCES \`member_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`team_members_rels_order_idx\` ON \`team_members_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`team_members_rels_parent_idx\` ON \`team_members_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`team_members_rels_path_idx\` ON \`team_members_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`team_members_rels_member_types_id_idx\` ON \`team_members_rels\` (\`member_types_id\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v_version_committee_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_team_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_committee_members_order_idx\` ON \`_team_members_v_version_committee_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_committee_members_parent_id_idx\` ON \`_team_members_v_version_committee_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_professional_designation\` text,
  	\`version_biography\` text,
  	\`version_profile_picture_id\` integer,
  	\`version_email\` text,
  	\`version_tel\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_profile_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_team_members_v_parent_idx\` ON \`_team_members_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_profile_picture_idx\` ON \`_team_members_v\` (\`version_profile_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_slug_idx\` ON \`_team_members_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_updated_at_idx\` ON \`_team_members_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version_created_at_idx\` ON \`_team_members_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_version_version__status_idx\` ON \`_team_members_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_created_at_idx\` ON \`_team_members_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_updated_at_idx\` ON \`_team_members_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_latest_idx\` ON \`_team_members_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_team_members_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`member_types_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_team_members_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_types_id\`) REFERENCES \`member_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_team_members_v_rels_order_idx\` ON \`_team_members_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_rels_parent_idx\` ON \`_team_members_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_rels_path_idx\` ON \`_team_members_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_team_members_v_rels_member_types_id_idx\` ON \`_team_members_v_rels\` (\`member_types_id\`);`)
  await db.run(sql`CREATE TABLE \`support_groups_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`phone\` text,
  	\`phone2\` text,
  	\`cell\` text,
  	\`email\` text,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`support_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`support_groups_contacts_order_idx\` ON \`support_groups_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`support_groups_contacts_parent_id_idx\` ON \`support_groups_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`support_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`city\` text,
  	\`province\` text DEFAULT 'BC',
  	\`group_name\` text,
  	\`logo_id\` integer,
  	\`blue_box_message\` text,
  	\`map_url\` text,
  	\`learn_more\` text,
  	\`meeting_when\` text,
  	\`meeting_time\` text,
  	\`meeting_where\` text,
  	\`meeting_mailing_address\` text,
  	\`meeting_note\` text,
  	\`other_languages_available\` integer DEFAULT false,
  	\`other_languages_languages\` text,
  	\`other_languages_message\` text,
  	\`social_facebook\` text,
  	\`social_instagram\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`support_groups_city_idx\` ON \`support_groups\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`support_groups_logo_idx\` ON \`support_groups\` (\`logo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`support_groups_slug_idx\` ON \`support_groups\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`support_groups_updated_at_idx\` ON \`support_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`support_groups_created_at_idx\` ON \`support_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`support_groups__status_idx\` ON \`support_groups\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_support_groups_v_version_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`phone\` text,
  	\`phone2\` text,
  	\`cell\` text,
  	\`email\` text,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_support_groups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_support_groups_v_version_contacts_order_idx\` ON \`_support_groups_v_version_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_support_groups_v_version_contacts_parent_id_idx\` ON \`_support_groups_v_version_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_support_groups_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_city\` text,
  	\`version_province\` text DEFAULT 'BC',
  	\`version_group_name\` text,
  	\`version_logo_id\` integer,
  	\`version_blue_box_message\` text,
  	\`version_map_url\` text,
  	\`version_learn_more\` text,
  	\`version_meeting_when\` text,
  	\`version_meeting_time\` text,
  	\`version_meeting_where\` text,
  	\`version_meeting_mailing_address\` text,
  	\`version_meeting_note\` text,
  	\`version_other_languages_available\` integer DEFAULT false,
  	\`version_other_languages_languages\` text,
  	\`version_other_languages_message\` text,
  	\`version_social_facebook\` text,
  	\`version_social_instagram\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`support_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_support_groups_v_parent_idx\` ON \`_support_groups_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_support_groups_v_version_version_city_idx\` ON \`_support_groups_v\` (\`version_city\`);`)
  await db.run(sql`CREATE INDEX \`_support_groups_v_version_version_logo_idx\` ON \`_support_groups_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_support_groups_v_version_version_slug_idx\` ON \`_support_groups_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_support_groups_v_version_version_updated_at_idx\` ON \`_support_groups_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_support_groups_v_version_version_created_at_idx\` ON \`_support_groups_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_support_groups_v_version_version__status_idx\` ON \`_support_groups_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_support_groups_v_created_at_idx\` ON \`_support_groups_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_support_groups_v_updated_at_idx\` ON \`_support_groups_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_support_groups_v_latest_idx\` ON \`_support_groups_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`grant_years\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`year\` numeric,
  	\`description\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`grant_years_year_idx\` ON \`grant_years\` (\`year\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`grant_years_slug_idx\` ON \`grant_years\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`grant_years_updated_at_idx\` ON \`grant_years\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`grant_years_created_at_idx\` ON \`grant_years\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`grant_years__status_idx\` ON \`grant_years\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`grant_years_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`grantees_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`grant_years\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`grantees_id\`) REFERENCES \`grantees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`grant_years_rels_order_idx\` ON \`grant_years_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`grant_years_rels_parent_idx\` ON \`grant_years_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`grant_years_rels_path_idx\` ON \`grant_years_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`grant_years_rels_grantees_id_idx\` ON \`grant_years_rels\` (\`grantees_id\`);`)
  await db.run(sql`CREATE TABLE \`_grant_years_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_year\` numeric,
  	\`version_description\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`grant_years\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_grant_years_v_parent_idx\` ON \`_grant_years_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_grant_years_v_version_version_year_idx\` ON \`_grant_years_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_grant_years_v_version_version_slug_idx\` ON \`_grant_years_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_grant_years_v_version_version_updated_at_idx\` ON \`_grant_years_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_grant_years_v_version_version_created_at_idx\` ON \`_grant_years_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_grant_years_v_version_version__status_idx\` ON \`_grant_years_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_grant_years_v_created_at_idx\` ON \`_grant_years_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_grant_years_v_updated_at_idx\` ON \`_grant_years_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_grant_years_v_latest_idx\` ON \`_grant_years_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_grant_years_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`grantees_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_grant_years_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`grantees_id\`) REFERENCES \`grantees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_grant_years_v_rels_order_idx\` ON \`_grant_years_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_grant_years_v_rels_parent_idx\` ON \`_grant_years_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_grant_years_v_rels_path_idx\` ON \`_grant_years_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_grant_years_v_rels_grantees_id_idx\` ON \`_grant_years_v_rels\` (\`grantees_id\`);`)
  await db.run(sql`CREATE TABLE \`grantees\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`project_title\` text,
  	\`description\` text,
  	\`picture_id\` integer,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`grantees_picture_idx\` ON \`grantees\` (\`picture_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`grantees_slug_idx\` ON \`grantees\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`grantees_updated_at_idx\` ON \`grantees\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`grantees_created_at_idx\` ON \`grantees\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`grantees__status_idx\` ON \`grantees\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_grantees_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_project_title\` text,
  	\`version_description\` text,
  	\`version_picture_id\` integer,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`grantees\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_grantees_v_parent_idx\` ON \`_grantees_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_grantees_v_version_version_picture_idx\` ON \`_grantees_v\` (\`version_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_grantees_v_version_version_slug_idx\` ON \`_grantees_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_grantees_v_version_version_updated_at_idx\` ON \`_grantees_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_grantees_v_version_version_created_at_idx\` ON \`_grantees_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_grantees_v_version_version__status_idx\` ON \`_grantees_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_grantees_v_created_at_idx\` ON \`_grantees_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_grantees_v_updated_at_idx\` ON \`_grantees_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_grantees_v_latest_idx\` ON \`_grantees_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`annual_report_revenue\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`annual_report\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`annual_report_revenue_order_idx\` ON \`annual_report_revenue\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`annual_report_revenue_parent_id_idx\` ON \`annual_report_revenue\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`annual_report_allocation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`annual_report\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`annual_report_allocation_order_idx\` ON \`annual_report_allocation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`annual_report_allocation_parent_id_idx\` ON \`annual_report_allocation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`annual_report_expenses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`annual_report\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`annual_report_expenses_order_idx\` ON \`annual_report_expenses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`annual_report_expenses_parent_id_idx\` ON \`annual_report_expenses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`annual_report_reports\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`annual_report\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`annual_report_reports_order_idx\` ON \`annual_report_reports\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`annual_report_reports_parent_id_idx\` ON \`annual_report_reports\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`annual_report_reports_file_idx\` ON \`annual_report_reports\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`annual_report\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`about_pages_support_groups_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_pages_support_groups_accordion_order_idx\` ON \`about_pages_support_groups_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_support_groups_accordion_parent_id_idx\` ON \`about_pages_support_groups_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_pages_butts_in_motion_locations_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_pages_butts_in_motion_locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_pages_butts_in_motion_locations_links_order_idx\` ON \`about_pages_butts_in_motion_locations_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_butts_in_motion_locations_links_parent_id_idx\` ON \`about_pages_butts_in_motion_locations_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_pages_butts_in_motion_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`location\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_pages_butts_in_motion_locations_order_idx\` ON \`about_pages_butts_in_motion_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_butts_in_motion_locations_parent_id_idx\` ON \`about_pages_butts_in_motion_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_pages_butts_in_motion_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_pages_butts_in_motion_gallery_order_idx\` ON \`about_pages_butts_in_motion_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_butts_in_motion_gallery_parent_id_idx\` ON \`about_pages_butts_in_motion_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_butts_in_motion_gallery_image_idx\` ON \`about_pages_butts_in_motion_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`about_pages_mission_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	\`url\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_pages_mission_partners_order_idx\` ON \`about_pages_mission_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_mission_partners_parent_id_idx\` ON \`about_pages_mission_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_mission_partners_logo_idx\` ON \`about_pages_mission_partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`about_pages_contact_blocks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_pages_contact_blocks_order_idx\` ON \`about_pages_contact_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_contact_blocks_parent_id_idx\` ON \`about_pages_contact_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`newsletters_intro\` text,
  	\`newsletters_archive_url\` text,
  	\`support_groups_intro\` text,
  	\`support_groups_calendar_url\` text,
  	\`support_groups_councils\` text,
  	\`butts_in_motion_intro\` text,
  	\`team_intro\` text,
  	\`team_org_chart_id\` integer,
  	\`grants_intro\` text,
  	\`grants_total_awarded\` text,
  	\`grants_projects_funded\` numeric,
  	\`grants_applications_close\` text,
  	\`grants_how_to_apply\` text,
  	\`grants_past_grants_id\` integer,
  	\`mission_intro\` text,
  	\`mission_history\` text,
  	\`mission_timeline_id\` integer,
  	\`mission_annual_report_teaser\` text,
  	\`contact_picture_id\` integer,
  	\`contact_general_inquiry_intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`team_org_chart_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`grants_past_grants_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mission_timeline_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`about_pages_team_team_org_chart_idx\` ON \`about_pages\` (\`team_org_chart_id\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_grants_grants_past_grants_idx\` ON \`about_pages\` (\`grants_past_grants_id\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_mission_mission_timeline_idx\` ON \`about_pages\` (\`mission_timeline_id\`);`)
  await db.run(sql`CREATE INDEX \`about_pages_contact_contact_picture_idx\` ON \`about_pages\` (\`contact_picture_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletters_id\` integer REFERENCES newsletters(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`member_types_id\` integer REFERENCES member_types(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`team_members_id\` integer REFERENCES team_members(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`support_groups_id\` integer REFERENCES support_groups(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`grant_years_id\` integer REFERENCES grant_years(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`grantees_id\` integer REFERENCES grantees(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletters_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_types_id_idx\` ON \`payload_locked_documents_rels\` (\`member_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`support_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grant_years_id_idx\` ON \`payload_locked_documents_rels\` (\`grant_years_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grantees_id_idx\` ON \`payload_locked_documents_rels\` (\`grantees_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`newsletters\`;`)
  await db.run(sql`DROP TABLE \`_newsletters_v\`;`)
  await db.run(sql`DROP TABLE \`member_types\`;`)
  await db.run(sql`DROP TABLE \`team_members_committee_members\`;`)
  await db.run(sql`DROP TABLE \`team_members\`;`)
  await db.run(sql`DROP TABLE \`team_members_rels\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v_version_committee_members\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v\`;`)
  await db.run(sql`DROP TABLE \`_team_members_v_rels\`;`)
  await db.run(sql`DROP TABLE \`support_groups_contacts\`;`)
  await db.run(sql`DROP TABLE \`support_groups\`;`)
  await db.run(sql`DROP TABLE \`_support_groups_v_version_contacts\`;`)
  await db.run(sql`DROP TABLE \`_support_groups_v\`;`)
  await db.run(sql`DROP TABLE \`grant_years\`;`)
  await db.run(sql`DROP TABLE \`grant_years_rels\`;`)
  await db.run(sql`DROP TABLE \`_grant_years_v\`;`)
  await db.run(sql`DROP TABLE \`_grant_years_v_rels\`;`)
  await db.run(sql`DROP TABLE \`grantees\`;`)
  await db.run(sql`DROP TABLE \`_grantees_v\`;`)
  await db.run(sql`DROP TABLE \`annual_report_revenue\`;`)
  await db.run(sql`DROP TABLE \`annual_report_allocation\`;`)
  await db.run(sql`DROP TABLE \`annual_report_expenses\`;`)
  await db.run(sql`DROP TABLE \`annual_report_reports\`;`)
  await db.run(sql`DROP TABLE \`annual_report\`;`)
  await db.run(sql`DROP TABLE \`about_pages_support_groups_accordion\`;`)
  await db.run(sql`DROP TABLE \`about_pages_butts_in_motion_locations_links\`;`)
  await db.run(sql`DROP TABLE \`about_pages_butts_in_motion_locations\`;`)
  await db.run(sql`DROP TABLE \`about_pages_butts_in_motion_gallery\`;`)
  await db.run(sql`DROP TABLE \`about_pages_mission_partners\`;`)
  await db.run(sql`DROP TABLE \`about_pages_contact_blocks\`;`)
  await db.run(sql`DROP TABLE \`about_pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_value_idx\` ON \`users_roles\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`receipt_corrections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`donation_id\` integer,
  	\`annual_receipt_id\` integer,
  	\`reason\` text NOT NULL,
  	\`replacement_amount\` numeric,
  	\`original_serial\` text,
  	\`replacement_serial\` text,
  	\`issued_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`donation_id\`) REFERENCES \`donations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`annual_receipt_id\`) REFERENCES \`annual_receipts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`issued_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`receipt_corrections_donation_idx\` ON \`receipt_corrections\` (\`donation_id\`);`)
  await db.run(sql`CREATE INDEX \`receipt_corrections_annual_receipt_idx\` ON \`receipt_corrections\` (\`annual_receipt_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`receipt_corrections_replacement_serial_idx\` ON \`receipt_corrections\` (\`replacement_serial\`);`)
  await db.run(sql`CREATE INDEX \`receipt_corrections_issued_by_idx\` ON \`receipt_corrections\` (\`issued_by_id\`);`)
  await db.run(sql`CREATE INDEX \`receipt_corrections_updated_at_idx\` ON \`receipt_corrections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`receipt_corrections_created_at_idx\` ON \`receipt_corrections\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`audit_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`account_id\` integer,
  	\`account_email\` text,
  	\`target_collection\` text,
  	\`document_id\` text,
  	\`detail\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_entries_action_idx\` ON \`audit_entries\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_account_idx\` ON \`audit_entries\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_updated_at_idx\` ON \`audit_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_entries_created_at_idx\` ON \`audit_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`privacy_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_submission_months\` numeric DEFAULT 24 NOT NULL,
  	\`outbox_months\` numeric DEFAULT 6 NOT NULL,
  	\`unsubscribed_months\` numeric DEFAULT 12 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_pending_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_sessions\` text;`)
  await db.run(sql`ALTER TABLE \`recurring_donations\` ADD \`cancelled_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`recurring_donations\` ADD \`cancellation_reason\` text;`)
  await db.run(sql`CREATE INDEX \`recurring_donations_cancelled_by_idx\` ON \`recurring_donations\` (\`cancelled_by_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`receipt_corrections_id\` integer REFERENCES receipt_corrections(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_entries_id\` integer REFERENCES audit_entries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_receipt_corrections_id_idx\` ON \`payload_locked_documents_rels\` (\`receipt_corrections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_entries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`receipt_corrections\`;`)
  await db.run(sql`DROP TABLE \`audit_entries\`;`)
  await db.run(sql`DROP TABLE \`privacy_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_recurring_donations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text,
  	\`amount\` numeric NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`next_charge_date\` text,
  	\`donation_area\` text,
  	\`b_fname\` text,
  	\`b_lname\` text,
  	\`b_email\` text,
  	\`b_tel\` text,
  	\`b_add\` text,
  	\`b_city\` text,
  	\`b_prov\` text,
  	\`b_pcode\` text,
  	\`b_country\` text,
  	\`gateway\` text NOT NULL,
  	\`token\` text NOT NULL,
  	\`card_brand\` text,
  	\`card_last4\` text,
  	\`failed_attempts\` numeric DEFAULT 0,
  	\`retry_at\` text,
  	\`last_charged_at\` text,
  	\`cancelled_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_recurring_donations\`("id", "summary", "amount", "status", "next_charge_date", "donation_area", "b_fname", "b_lname", "b_email", "b_tel", "b_add", "b_city", "b_prov", "b_pcode", "b_country", "gateway", "token", "card_brand", "card_last4", "failed_attempts", "retry_at", "last_charged_at", "cancelled_at", "updated_at", "created_at") SELECT "id", "summary", "amount", "status", "next_charge_date", "donation_area", "b_fname", "b_lname", "b_email", "b_tel", "b_add", "b_city", "b_prov", "b_pcode", "b_country", "gateway", "token", "card_brand", "card_last4", "failed_attempts", "retry_at", "last_charged_at", "cancelled_at", "updated_at", "created_at" FROM \`recurring_donations\`;`)
  await db.run(sql`DROP TABLE \`recurring_donations\`;`)
  await db.run(sql`ALTER TABLE \`__new_recurring_donations\` RENAME TO \`recurring_donations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`recurring_donations_status_idx\` ON \`recurring_donations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`recurring_donations_next_charge_date_idx\` ON \`recurring_donations\` (\`next_charge_date\`);`)
  await db.run(sql`CREATE INDEX \`recurring_donations_b_email_idx\` ON \`recurring_donations\` (\`b_email\`);`)
  await db.run(sql`CREATE INDEX \`recurring_donations_updated_at_idx\` ON \`recurring_donations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recurring_donations_created_at_idx\` ON \`recurring_donations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`stories_id\` integer,
  	\`events_id\` integer,
  	\`news_posts_id\` integer,
  	\`instagram_posts_id\` integer,
  	\`newsletters_id\` integer,
  	\`member_types_id\` integer,
  	\`team_members_id\` integer,
  	\`support_groups_id\` integer,
  	\`grant_years_id\` integer,
  	\`grantees_id\` integer,
  	\`form_submissions_id\` integer,
  	\`subscribers_id\` integer,
  	\`outbox_id\` integer,
  	\`donations_id\` integer,
  	\`recurring_donations_id\` integer,
  	\`annual_receipts_id\` integer,
  	\`blocked_donation_attempts_id\` integer,
  	\`library_videos_id\` integer,
  	\`playlists_id\` integer,
  	\`video_thumbnails_id\` integer,
  	\`search_queries_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stories_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_posts_id\`) REFERENCES \`news_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`instagram_posts_id\`) REFERENCES \`instagram_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletters_id\`) REFERENCES \`newsletters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_types_id\`) REFERENCES \`member_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_groups_id\`) REFERENCES \`support_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`grant_years_id\`) REFERENCES \`grant_years\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`grantees_id\`) REFERENCES \`grantees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`donations_id\`) REFERENCES \`donations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recurring_donations_id\`) REFERENCES \`recurring_donations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`annual_receipts_id\`) REFERENCES \`annual_receipts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blocked_donation_attempts_id\`) REFERENCES \`blocked_donation_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_videos_id\`) REFERENCES \`library_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`playlists_id\`) REFERENCES \`playlists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_thumbnails_id\`) REFERENCES \`video_thumbnails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_queries_id\`) REFERENCES \`search_queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "stories_id", "events_id", "news_posts_id", "instagram_posts_id", "newsletters_id", "member_types_id", "team_members_id", "support_groups_id", "grant_years_id", "grantees_id", "form_submissions_id", "subscribers_id", "outbox_id", "donations_id", "recurring_donations_id", "annual_receipts_id", "blocked_donation_attempts_id", "library_videos_id", "playlists_id", "video_thumbnails_id", "search_queries_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "stories_id", "events_id", "news_posts_id", "instagram_posts_id", "newsletters_id", "member_types_id", "team_members_id", "support_groups_id", "grant_years_id", "grantees_id", "form_submissions_id", "subscribers_id", "outbox_id", "donations_id", "recurring_donations_id", "annual_receipts_id", "blocked_donation_attempts_id", "library_videos_id", "playlists_id", "video_thumbnails_id", "search_queries_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`news_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_instagram_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`instagram_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletters_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_types_id_idx\` ON \`payload_locked_documents_rels\` (\`member_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`support_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grant_years_id_idx\` ON \`payload_locked_documents_rels\` (\`grant_years_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_grantees_id_idx\` ON \`payload_locked_documents_rels\` (\`grantees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_donations_id_idx\` ON \`payload_locked_documents_rels\` (\`donations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recurring_donations_id_idx\` ON \`payload_locked_documents_rels\` (\`recurring_donations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_annual_receipts_id_idx\` ON \`payload_locked_documents_rels\` (\`annual_receipts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blocked_donation_attempts__idx\` ON \`payload_locked_documents_rels\` (\`blocked_donation_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`library_videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_playlists_id_idx\` ON \`payload_locked_documents_rels\` (\`playlists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_thumbnails_id_idx\` ON \`payload_locked_documents_rels\` (\`video_thumbnails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_queries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_enabled\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_pending_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_sessions\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`campaigns\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`story\` text,
  	\`image_id\` integer,
  	\`event_id\` integer,
  	\`donation_area\` text NOT NULL,
  	\`goal\` numeric NOT NULL,
  	\`suggested_goal\` numeric,
  	\`starts_on\` text NOT NULL,
  	\`ends_on\` text NOT NULL,
  	\`teams_allowed\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`campaigns_slug_idx\` ON \`campaigns\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_image_idx\` ON \`campaigns\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_event_idx\` ON \`campaigns\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_updated_at_idx\` ON \`campaigns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_created_at_idx\` ON \`campaigns\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`fundraisers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`campaign_id\` integer NOT NULL,
  	\`slug\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`goal\` numeric NOT NULL,
  	\`story\` text,
  	\`photo_id\` integer,
  	\`team_id\` integer,
  	\`hidden\` integer DEFAULT false,
  	\`goal_reached_at\` text,
  	\`erased\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`campaign_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`team_id\`) REFERENCES \`fundraising_teams\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`fundraisers_campaign_idx\` ON \`fundraisers\` (\`campaign_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`fundraisers_slug_idx\` ON \`fundraisers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`fundraisers_email_idx\` ON \`fundraisers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`fundraisers_photo_idx\` ON \`fundraisers\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`fundraisers_team_idx\` ON \`fundraisers\` (\`team_id\`);`)
  await db.run(sql`CREATE INDEX \`fundraisers_hidden_idx\` ON \`fundraisers\` (\`hidden\`);`)
  await db.run(sql`CREATE INDEX \`fundraisers_updated_at_idx\` ON \`fundraisers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fundraisers_created_at_idx\` ON \`fundraisers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`fundraising_teams\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`campaign_id\` integer NOT NULL,
  	\`slug\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`captain_id\` integer,
  	\`open\` integer DEFAULT true,
  	\`join_code_hash\` text,
  	\`hidden\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`campaign_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`captain_id\`) REFERENCES \`fundraisers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`fundraising_teams_campaign_idx\` ON \`fundraising_teams\` (\`campaign_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`fundraising_teams_slug_idx\` ON \`fundraising_teams\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`fundraising_teams_captain_idx\` ON \`fundraising_teams\` (\`captain_id\`);`)
  await db.run(sql`CREATE INDEX \`fundraising_teams_updated_at_idx\` ON \`fundraising_teams\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fundraising_teams_created_at_idx\` ON \`fundraising_teams\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`fundraising_gifts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`fundraiser_id\` integer NOT NULL,
  	\`donation_id\` integer NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`show_as\` text NOT NULL,
  	\`display_name\` text NOT NULL,
  	\`message\` text,
  	\`message_hidden\` integer DEFAULT false,
  	\`voided\` integer DEFAULT false,
  	\`void_reason\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`fundraiser_id\`) REFERENCES \`fundraisers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`donation_id\`) REFERENCES \`donations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`fundraising_gifts_fundraiser_idx\` ON \`fundraising_gifts\` (\`fundraiser_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`fundraising_gifts_donation_idx\` ON \`fundraising_gifts\` (\`donation_id\`);`)
  await db.run(sql`CREATE INDEX \`fundraising_gifts_status_idx\` ON \`fundraising_gifts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`fundraising_gifts_message_hidden_idx\` ON \`fundraising_gifts\` (\`message_hidden\`);`)
  await db.run(sql`CREATE INDEX \`fundraising_gifts_updated_at_idx\` ON \`fundraising_gifts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fundraising_gifts_created_at_idx\` ON \`fundraising_gifts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`offline_gifts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`fundraiser_id\` integer NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`kind\` text DEFAULT 'cheque' NOT NULL,
  	\`received_on\` text NOT NULL,
  	\`donor_name\` text,
  	\`issue_receipt\` integer DEFAULT false,
  	\`voided\` integer DEFAULT false,
  	\`void_reason\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`fundraiser_id\`) REFERENCES \`fundraisers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`offline_gifts_fundraiser_idx\` ON \`offline_gifts\` (\`fundraiser_id\`);`)
  await db.run(sql`CREATE INDEX \`offline_gifts_updated_at_idx\` ON \`offline_gifts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offline_gifts_created_at_idx\` ON \`offline_gifts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`fundraising_page_totals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_id\` integer NOT NULL,
  	\`raised_cents\` numeric DEFAULT 0 NOT NULL,
  	\`gift_count\` numeric DEFAULT 0 NOT NULL,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`fundraisers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`fundraising_page_totals_page_idx\` ON \`fundraising_page_totals\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`fundraising_page_totals_raised_cents_idx\` ON \`fundraising_page_totals\` (\`raised_cents\`);`)
  await db.run(sql`CREATE TABLE \`fundraising_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`blocked_words\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`campaigns_id\` integer REFERENCES campaigns(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fundraisers_id\` integer REFERENCES fundraisers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fundraising_teams_id\` integer REFERENCES fundraising_teams(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fundraising_gifts_id\` integer REFERENCES fundraising_gifts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`offline_gifts_id\` integer REFERENCES offline_gifts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fundraising_page_totals_id\` integer REFERENCES fundraising_page_totals(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fundraisers_id_idx\` ON \`payload_locked_documents_rels\` (\`fundraisers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fundraising_teams_id_idx\` ON \`payload_locked_documents_rels\` (\`fundraising_teams_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fundraising_gifts_id_idx\` ON \`payload_locked_documents_rels\` (\`fundraising_gifts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offline_gifts_id_idx\` ON \`payload_locked_documents_rels\` (\`offline_gifts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fundraising_page_totals_id_idx\` ON \`payload_locked_documents_rels\` (\`fundraising_page_totals_id\`);`)
  for (const statement of TOTALS_TRIGGERS) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of DROP_TOTALS_TRIGGERS) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`campaigns\`;`)
  await db.run(sql`DROP TABLE \`fundraisers\`;`)
  await db.run(sql`DROP TABLE \`fundraising_teams\`;`)
  await db.run(sql`DROP TABLE \`fundraising_gifts\`;`)
  await db.run(sql`DROP TABLE \`offline_gifts\`;`)
  await db.run(sql`DROP TABLE \`fundraising_page_totals\`;`)
  await db.run(sql`DROP TABLE \`fundraising_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`receipt_corrections_id\` integer,
  	\`blocked_donation_attempts_id\` integer,
  	\`donor_sign_in_links_id\` integer,
  	\`donor_sessions_id\` integer,
  	\`audit_entries_id\` integer,
  	\`library_videos_id\` integer,
  	\`playlists_id\` integer,
  	\`video_thumbnails_id\` integer,
  	\`search_queries_id\` integer,
  	\`risk_checker_counts_id\` integer,
  	\`risk_reminders_id\` integer,
  	\`tribute_cards_id\` integer,
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
  	FOREIGN KEY (\`receipt_corrections_id\`) REFERENCES \`receipt_corrections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blocked_donation_attempts_id\`) REFERENCES \`blocked_donation_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`donor_sign_in_links_id\`) REFERENCES \`donor_sign_in_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`donor_sessions_id\`) REFERENCES \`donor_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_entries_id\`) REFERENCES \`audit_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_videos_id\`) REFERENCES \`library_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`playlists_id\`) REFERENCES \`playlists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_thumbnails_id\`) REFERENCES \`video_thumbnails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_queries_id\`) REFERENCES \`search_queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`risk_checker_counts_id\`) REFERENCES \`risk_checker_counts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`risk_reminders_id\`) REFERENCES \`risk_reminders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tribute_cards_id\`) REFERENCES \`tribute_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "stories_id", "events_id", "news_posts_id", "instagram_posts_id", "newsletters_id", "member_types_id", "team_members_id", "support_groups_id", "grant_years_id", "grantees_id", "form_submissions_id", "subscribers_id", "outbox_id", "donations_id", "recurring_donations_id", "annual_receipts_id", "receipt_corrections_id", "blocked_donation_attempts_id", "donor_sign_in_links_id", "donor_sessions_id", "audit_entries_id", "library_videos_id", "playlists_id", "video_thumbnails_id", "search_queries_id", "risk_checker_counts_id", "risk_reminders_id", "tribute_cards_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "stories_id", "events_id", "news_posts_id", "instagram_posts_id", "newsletters_id", "member_types_id", "team_members_id", "support_groups_id", "grant_years_id", "grantees_id", "form_submissions_id", "subscribers_id", "outbox_id", "donations_id", "recurring_donations_id", "annual_receipts_id", "receipt_corrections_id", "blocked_donation_attempts_id", "donor_sign_in_links_id", "donor_sessions_id", "audit_entries_id", "library_videos_id", "playlists_id", "video_thumbnails_id", "search_queries_id", "risk_checker_counts_id", "risk_reminders_id", "tribute_cards_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_receipt_corrections_id_idx\` ON \`payload_locked_documents_rels\` (\`receipt_corrections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blocked_donation_attempts__idx\` ON \`payload_locked_documents_rels\` (\`blocked_donation_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_donor_sign_in_links_id_idx\` ON \`payload_locked_documents_rels\` (\`donor_sign_in_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_donor_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`donor_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`library_videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_playlists_id_idx\` ON \`payload_locked_documents_rels\` (\`playlists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_thumbnails_id_idx\` ON \`payload_locked_documents_rels\` (\`video_thumbnails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_queries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_risk_checker_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`risk_checker_counts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_risk_reminders_id_idx\` ON \`payload_locked_documents_rels\` (\`risk_reminders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tribute_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`tribute_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}

// Each page's total kept by the database, in the statement that writes a gift (as in src/fundraising/totalsTriggers.ts when this was made).
const TOTALS_TRIGGERS: string[] = [
  "CREATE TRIGGER IF NOT EXISTS fundraising_gifts_total_insert AFTER INSERT ON fundraising_gifts BEGIN INSERT INTO fundraising_page_totals (page_id, raised_cents, gift_count)\n    SELECT NEW.fundraiser_id, CAST(round(NEW.amount * 100) AS INTEGER), 1 WHERE NEW.status = 'approved' AND NOT coalesce(NEW.voided, false)\n    ON CONFLICT (page_id) DO UPDATE SET raised_cents = raised_cents + excluded.raised_cents, gift_count = gift_count + excluded.gift_count; END;",
  "CREATE TRIGGER IF NOT EXISTS fundraising_gifts_total_update AFTER UPDATE OF fundraiser_id, amount, voided, status ON fundraising_gifts BEGIN UPDATE fundraising_page_totals SET raised_cents = raised_cents - CAST(round(OLD.amount * 100) AS INTEGER), gift_count = gift_count - 1\n    WHERE page_id = OLD.fundraiser_id AND OLD.status = 'approved' AND NOT coalesce(OLD.voided, false); INSERT INTO fundraising_page_totals (page_id, raised_cents, gift_count)\n    SELECT NEW.fundraiser_id, CAST(round(NEW.amount * 100) AS INTEGER), 1 WHERE NEW.status = 'approved' AND NOT coalesce(NEW.voided, false)\n    ON CONFLICT (page_id) DO UPDATE SET raised_cents = raised_cents + excluded.raised_cents, gift_count = gift_count + excluded.gift_count; END;",
  "CREATE TRIGGER IF NOT EXISTS fundraising_gifts_total_delete AFTER DELETE ON fundraising_gifts BEGIN UPDATE fundraising_page_totals SET raised_cents = raised_cents - CAST(round(OLD.amount * 100) AS INTEGER), gift_count = gift_count - 1\n    WHERE page_id = OLD.fundraiser_id AND OLD.status = 'approved' AND NOT coalesce(OLD.voided, false); END;",
  "CREATE TRIGGER IF NOT EXISTS offline_gifts_total_insert AFTER INSERT ON offline_gifts BEGIN INSERT INTO fundraising_page_totals (page_id, raised_cents, gift_count)\n    SELECT NEW.fundraiser_id, CAST(round(NEW.amount * 100) AS INTEGER), 1 WHERE NOT coalesce(NEW.voided, false)\n    ON CONFLICT (page_id) DO UPDATE SET raised_cents = raised_cents + excluded.raised_cents, gift_count = gift_count + excluded.gift_count; END;",
  "CREATE TRIGGER IF NOT EXISTS offline_gifts_total_update AFTER UPDATE OF fundraiser_id, amount, voided ON offline_gifts BEGIN UPDATE fundraising_page_totals SET raised_cents = raised_cents - CAST(round(OLD.amount * 100) AS INTEGER), gift_count = gift_count - 1\n    WHERE page_id = OLD.fundraiser_id AND NOT coalesce(OLD.voided, false); INSERT INTO fundraising_page_totals (page_id, raised_cents, gift_count)\n    SELECT NEW.fundraiser_id, CAST(round(NEW.amount * 100) AS INTEGER), 1 WHERE NOT coalesce(NEW.voided, false)\n    ON CONFLICT (page_id) DO UPDATE SET raised_cents = raised_cents + excluded.raised_cents, gift_count = gift_count + excluded.gift_count; END;",
  "CREATE TRIGGER IF NOT EXISTS offline_gifts_total_delete AFTER DELETE ON offline_gifts BEGIN UPDATE fundraising_page_totals SET raised_cents = raised_cents - CAST(round(OLD.amount * 100) AS INTEGER), gift_count = gift_count - 1\n    WHERE page_id = OLD.fundraiser_id AND NOT coalesce(OLD.voided, false); END;",
]

const DROP_TOTALS_TRIGGERS: string[] = [
  "DROP TRIGGER IF EXISTS fundraising_gifts_total_insert;",
  "DROP TRIGGER IF EXISTS fundraising_gifts_total_update;",
  "DROP TRIGGER IF EXISTS fundraising_gifts_total_delete;",
  "DROP TRIGGER IF EXISTS offline_gifts_total_insert;",
  "DROP TRIGGER IF EXISTS offline_gifts_total_update;",
  "DROP TRIGGER IF EXISTS offline_gifts_total_delete;",
]

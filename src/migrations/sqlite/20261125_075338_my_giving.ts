import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`recurring_donations_donor_changes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`change\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`recurring_donations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`recurring_donations_donor_changes_order_idx\` ON \`recurring_donations_donor_changes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`recurring_donations_donor_changes_parent_id_idx\` ON \`recurring_donations_donor_changes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`donor_sign_in_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`purpose\` text DEFAULT 'sign-in' NOT NULL,
  	\`enrolment\` numeric,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`donor_sign_in_links_email_idx\` ON \`donor_sign_in_links\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`donor_sign_in_links_token_hash_idx\` ON \`donor_sign_in_links\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`donor_sign_in_links_expires_at_idx\` ON \`donor_sign_in_links\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`donor_sign_in_links_updated_at_idx\` ON \`donor_sign_in_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`donor_sign_in_links_created_at_idx\` ON \`donor_sign_in_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`donor_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`from_link\` numeric NOT NULL,
  	\`flash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`donor_sessions_email_idx\` ON \`donor_sessions\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`donor_sessions_token_hash_idx\` ON \`donor_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`donor_sessions_expires_at_idx\` ON \`donor_sessions\` (\`expires_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`donor_sessions_from_link_idx\` ON \`donor_sessions\` (\`from_link\`);`)
  await db.run(sql`CREATE INDEX \`donor_sessions_updated_at_idx\` ON \`donor_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`donor_sessions_created_at_idx\` ON \`donor_sessions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`recurring_donations\` ADD \`paused_until\` text;`)
  await db.run(sql`ALTER TABLE \`recurring_donations\` ADD \`ask_for_new_card_on\` text;`)
  await db.run(sql`ALTER TABLE \`recurring_donations\` ADD \`new_card_asked_at\` text;`)
  await db.run(sql`ALTER TABLE \`recurring_donations\` ADD \`recovered_at\` text;`)
  await db.run(sql`CREATE INDEX \`recurring_donations_recovered_at_idx\` ON \`recurring_donations\` (\`recovered_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`donor_sign_in_links_id\` integer REFERENCES donor_sign_in_links(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`donor_sessions_id\` integer REFERENCES donor_sessions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_donor_sign_in_links_id_idx\` ON \`payload_locked_documents_rels\` (\`donor_sign_in_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_donor_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`donor_sessions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`recurring_donations_donor_changes\`;`)
  await db.run(sql`DROP TABLE \`donor_sign_in_links\`;`)
  await db.run(sql`DROP TABLE \`donor_sessions\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "stories_id", "events_id", "news_posts_id", "instagram_posts_id", "newsletters_id", "member_types_id", "team_members_id", "support_groups_id", "grant_years_id", "grantees_id", "form_submissions_id", "subscribers_id", "outbox_id", "donations_id", "recurring_donations_id", "annual_receipts_id", "receipt_corrections_id", "blocked_donation_attempts_id", "audit_entries_id", "library_videos_id", "playlists_id", "video_thumbnails_id", "search_queries_id", "risk_checker_counts_id", "risk_reminders_id", "tribute_cards_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "users_id", "stories_id", "events_id", "news_posts_id", "instagram_posts_id", "newsletters_id", "member_types_id", "team_members_id", "support_groups_id", "grant_years_id", "grantees_id", "form_submissions_id", "subscribers_id", "outbox_id", "donations_id", "recurring_donations_id", "annual_receipts_id", "receipt_corrections_id", "blocked_donation_attempts_id", "audit_entries_id", "library_videos_id", "playlists_id", "video_thumbnails_id", "search_queries_id", "risk_checker_counts_id", "risk_reminders_id", "tribute_cards_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`library_videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_playlists_id_idx\` ON \`payload_locked_documents_rels\` (\`playlists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_thumbnails_id_idx\` ON \`payload_locked_documents_rels\` (\`video_thumbnails_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_queries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_risk_checker_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`risk_checker_counts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_risk_reminders_id_idx\` ON \`payload_locked_documents_rels\` (\`risk_reminders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tribute_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`tribute_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`DROP INDEX \`recurring_donations_recovered_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`recurring_donations\` DROP COLUMN \`paused_until\`;`)
  await db.run(sql`ALTER TABLE \`recurring_donations\` DROP COLUMN \`ask_for_new_card_on\`;`)
  await db.run(sql`ALTER TABLE \`recurring_donations\` DROP COLUMN \`new_card_asked_at\`;`)
  await db.run(sql`ALTER TABLE \`recurring_donations\` DROP COLUMN \`recovered_at\`;`)
}

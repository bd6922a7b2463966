import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`peer_support_cases\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`volunteer_id\` integer,
  	\`introduced_at\` text,
  	\`first_call_at\` text,
  	\`ended_at\` text,
  	\`no_answer_tries\` numeric DEFAULT 0,
  	\`submission_id\` integer,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`city\` text,
  	\`province\` text,
  	\`preferred_contact\` text,
  	\`best_time\` text,
  	\`language\` text,
  	\`date_of_diagnosis\` text,
  	\`age_at_diagnosis\` text,
  	\`topics\` text,
  	\`message\` text,
  	\`share_consent\` integer DEFAULT false,
  	\`volunteer_notes\` text,
  	\`volunteer_reminded_at\` text,
  	\`support_alerted_at\` text,
  	\`follow_up_sent_at\` text,
  	\`follow_up_answer\` text,
  	\`follow_up_comment\` text,
  	\`follow_up_answered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`volunteer_id\`) REFERENCES \`peer_volunteers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`submission_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`peer_support_cases_status_idx\` ON \`peer_support_cases\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`peer_support_cases_volunteer_idx\` ON \`peer_support_cases\` (\`volunteer_id\`);`)
  await db.run(sql`CREATE INDEX \`peer_support_cases_introduced_at_idx\` ON \`peer_support_cases\` (\`introduced_at\`);`)
  await db.run(sql`CREATE INDEX \`peer_support_cases_first_call_at_idx\` ON \`peer_support_cases\` (\`first_call_at\`);`)
  await db.run(sql`CREATE INDEX \`peer_support_cases_ended_at_idx\` ON \`peer_support_cases\` (\`ended_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`peer_support_cases_submission_idx\` ON \`peer_support_cases\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`peer_support_cases_email_idx\` ON \`peer_support_cases\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`peer_support_cases_follow_up_sent_at_idx\` ON \`peer_support_cases\` (\`follow_up_sent_at\`);`)
  await db.run(sql`CREATE INDEX \`peer_support_cases_updated_at_idx\` ON \`peer_support_cases\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`peer_support_cases_created_at_idx\` ON \`peer_support_cases\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`peer_volunteers_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`peer_volunteers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`peer_volunteers_languages_order_idx\` ON \`peer_volunteers_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`peer_volunteers_languages_parent_idx\` ON \`peer_volunteers_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`peer_volunteers_experiences\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`peer_volunteers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`peer_volunteers_experiences_order_idx\` ON \`peer_volunteers_experiences\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`peer_volunteers_experiences_parent_idx\` ON \`peer_volunteers_experiences\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`peer_volunteers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`region\` text,
  	\`age_band\` text,
  	\`training_completed_on\` text,
  	\`calls_per_month\` numeric DEFAULT 2 NOT NULL,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`peer_volunteers_status_idx\` ON \`peer_volunteers\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`peer_volunteers_email_idx\` ON \`peer_volunteers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`peer_volunteers_updated_at_idx\` ON \`peer_volunteers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`peer_volunteers_created_at_idx\` ON \`peer_volunteers\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`peer_support_cases_id\` integer REFERENCES peer_support_cases(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`peer_volunteers_id\` integer REFERENCES peer_volunteers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_peer_support_cases_id_idx\` ON \`payload_locked_documents_rels\` (\`peer_support_cases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_peer_volunteers_id_idx\` ON \`payload_locked_documents_rels\` (\`peer_volunteers_id\`);`)
  await db.run(sql`ALTER TABLE \`privacy_settings\` ADD \`peer_support_case_months\` numeric DEFAULT 24 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`peer_support_cases\`;`)
  await db.run(sql`DROP TABLE \`peer_volunteers_languages\`;`)
  await db.run(sql`DROP TABLE \`peer_volunteers_experiences\`;`)
  await db.run(sql`DROP TABLE \`peer_volunteers\`;`)
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
  await db.run(sql`ALTER TABLE \`privacy_settings\` DROP COLUMN \`peer_support_case_months\`;`)
}

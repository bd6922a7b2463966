import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`library_videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`video_id\` text,
  	\`description\` text,
  	\`published_at\` text,
  	\`thumbnail_id\` integer,
  	\`youtube_thumbnail_url\` text,
  	\`source\` text DEFAULT 'admin',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`video_thumbnails\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`library_videos_video_id_idx\` ON \`library_videos\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`library_videos_thumbnail_idx\` ON \`library_videos\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`library_videos_updated_at_idx\` ON \`library_videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`library_videos_created_at_idx\` ON \`library_videos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`library_videos__status_idx\` ON \`library_videos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`library_videos_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`playlists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`library_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`playlists_id\`) REFERENCES \`playlists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`library_videos_rels_order_idx\` ON \`library_videos_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`library_videos_rels_parent_idx\` ON \`library_videos_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`library_videos_rels_path_idx\` ON \`library_videos_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`library_videos_rels_playlists_id_idx\` ON \`library_videos_rels\` (\`playlists_id\`);`)
  await db.run(sql`CREATE TABLE \`_library_videos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_video_id\` text,
  	\`version_description\` text,
  	\`version_published_at\` text,
  	\`version_thumbnail_id\` integer,
  	\`version_youtube_thumbnail_url\` text,
  	\`version_source\` text DEFAULT 'admin',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`library_videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`video_thumbnails\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_library_videos_v_parent_idx\` ON \`_library_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_library_videos_v_version_version_video_id_idx\` ON \`_library_videos_v\` (\`version_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_library_videos_v_version_version_thumbnail_idx\` ON \`_library_videos_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_library_videos_v_version_version_updated_at_idx\` ON \`_library_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_library_videos_v_version_version_created_at_idx\` ON \`_library_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_library_videos_v_version_version__status_idx\` ON \`_library_videos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_library_videos_v_created_at_idx\` ON \`_library_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_library_videos_v_updated_at_idx\` ON \`_library_videos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_library_videos_v_latest_idx\` ON \`_library_videos_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_library_videos_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`playlists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_library_videos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`playlists_id\`) REFERENCES \`playlists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_library_videos_v_rels_order_idx\` ON \`_library_videos_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_library_videos_v_rels_parent_idx\` ON \`_library_videos_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_library_videos_v_rels_path_idx\` ON \`_library_videos_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_library_videos_v_rels_playlists_id_idx\` ON \`_library_videos_v_rels\` (\`playlists_id\`);`)
  await db.run(sql`CREATE TABLE \`playlists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`youtube_playlist_id\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`playlists_youtube_playlist_id_idx\` ON \`playlists\` (\`youtube_playlist_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`playlists_slug_idx\` ON \`playlists\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`playlists_updated_at_idx\` ON \`playlists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`playlists_created_at_idx\` ON \`playlists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`video_thumbnails\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`video_thumbnails_updated_at_idx\` ON \`video_thumbnails\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`video_thumbnails_created_at_idx\` ON \`video_thumbnails\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`video_thumbnails_filename_idx\` ON \`video_thumbnails\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`video_thumbnails_sizes_card_sizes_card_filename_idx\` ON \`video_thumbnails\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`video_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Video Library' NOT NULL,
  	\`intro\` text,
  	\`subscribe_url\` text DEFAULT 'https://www.youtube.com/' NOT NULL,
  	\`channel_id\` text,
  	\`last_sync_at\` text,
  	\`last_sync_ok\` integer,
  	\`last_sync_message\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`library_videos_id\` integer REFERENCES library_videos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`playlists_id\` integer REFERENCES playlists(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`video_thumbnails_id\` integer REFERENCES video_thumbnails(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`library_videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_playlists_id_idx\` ON \`payload_locked_documents_rels\` (\`playlists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_thumbnails_id_idx\` ON \`payload_locked_documents_rels\` (\`video_thumbnails_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`library_videos\`;`)
  await db.run(sql`DROP TABLE \`library_videos_rels\`;`)
  await db.run(sql`DROP TABLE \`_library_videos_v\`;`)
  await db.run(sql`DROP TABLE \`_library_videos_v_rels\`;`)
  await db.run(sql`DROP TABLE \`playlists\`;`)
  await db.run(sql`DROP TABLE \`video_thumbnails\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`video_settings\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
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

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_hero_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`learn_more\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_hero_slides_order_idx\` ON \`pages_hero_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_slides_parent_id_idx\` ON \`pages_hero_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_slides_image_idx\` ON \`pages_hero_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_form_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_block_order_idx\` ON \`pages_blocks_form_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_block_parent_id_idx\` ON \`pages_blocks_form_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_block_path_idx\` ON \`pages_blocks_form_block\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_peer_support_invite\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Talk one-on-one with someone who has been there',
  	\`text\` text DEFAULT 'Our peer supporters have had prostate cancer treatment themselves. We can pair you with one for private conversations by phone or video, at no cost.',
  	\`link_label\` text DEFAULT 'Ask to be paired with a peer supporter',
  	\`link_url\` text DEFAULT '/get-support/peer-support',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_peer_support_invite_order_idx\` ON \`pages_blocks_peer_support_invite\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_peer_support_invite_parent_id_idx\` ON \`pages_blocks_peer_support_invite\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_peer_support_invite_path_idx\` ON \`pages_blocks_peer_support_invite\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_slider_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`video\` text,
  	\`title\` text,
  	\`poster_id\` integer,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_slider_videos_order_idx\` ON \`pages_blocks_video_slider_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_slider_videos_parent_id_idx\` ON \`pages_blocks_video_slider_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_slider_videos_poster_idx\` ON \`pages_blocks_video_slider_videos\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_slider_order_idx\` ON \`pages_blocks_video_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_slider_parent_id_idx\` ON \`pages_blocks_video_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_slider_path_idx\` ON \`pages_blocks_video_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_sources\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_sources_order_idx\` ON \`pages_sources\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_sources_parent_id_idx\` ON \`pages_sources\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_hero_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`learn_more\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_slides_order_idx\` ON \`_pages_v_version_hero_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_slides_parent_id_idx\` ON \`_pages_v_version_hero_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_slides_image_idx\` ON \`_pages_v_version_hero_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_form_block\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_block_order_idx\` ON \`_pages_v_blocks_form_block\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_block_parent_id_idx\` ON \`_pages_v_blocks_form_block\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_block_path_idx\` ON \`_pages_v_blocks_form_block\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_peer_support_invite\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Talk one-on-one with someone who has been there',
  	\`text\` text DEFAULT 'Our peer supporters have had prostate cancer treatment themselves. We can pair you with one for private conversations by phone or video, at no cost.',
  	\`link_label\` text DEFAULT 'Ask to be paired with a peer supporter',
  	\`link_url\` text DEFAULT '/get-support/peer-support',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_peer_support_invite_order_idx\` ON \`_pages_v_blocks_peer_support_invite\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_peer_support_invite_parent_id_idx\` ON \`_pages_v_blocks_peer_support_invite\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_peer_support_invite_path_idx\` ON \`_pages_v_blocks_peer_support_invite\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_slider_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video\` text,
  	\`title\` text,
  	\`poster_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_slider_videos_order_idx\` ON \`_pages_v_blocks_video_slider_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_slider_videos_parent_id_idx\` ON \`_pages_v_blocks_video_slider_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_slider_videos_poster_idx\` ON \`_pages_v_blocks_video_slider_videos\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_slider_order_idx\` ON \`_pages_v_blocks_video_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_slider_parent_id_idx\` ON \`_pages_v_blocks_video_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_slider_path_idx\` ON \`_pages_v_blocks_video_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_sources\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_sources_order_idx\` ON \`_pages_v_version_sources\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_sources_parent_id_idx\` ON \`_pages_v_version_sources\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`stories_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_gallery_order_idx\` ON \`stories_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stories_gallery_parent_id_idx\` ON \`stories_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_gallery_image_idx\` ON \`stories_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`stories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`location\` text,
  	\`excerpt\` text,
  	\`featured_image_id\` integer,
  	\`headings_subheading\` text,
  	\`headings_headline\` text,
  	\`headings_description\` text,
  	\`content\` text,
  	\`published_at\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_featured_image_idx\` ON \`stories\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`stories_slug_idx\` ON \`stories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`stories_updated_at_idx\` ON \`stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stories_created_at_idx\` ON \`stories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`stories__status_idx\` ON \`stories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_version_gallery_order_idx\` ON \`_stories_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_gallery_parent_id_idx\` ON \`_stories_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_gallery_image_idx\` ON \`_stories_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_location\` text,
  	\`version_excerpt\` text,
  	\`version_featured_image_id\` integer,
  	\`version_headings_subheading\` text,
  	\`version_headings_headline\` text,
  	\`version_headings_description\` text,
  	\`version_content\` text,
  	\`version_published_at\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_parent_idx\` ON \`_stories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_featured_image_idx\` ON \`_stories_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_slug_idx\` ON \`_stories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_updated_at_idx\` ON \`_stories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_created_at_idx\` ON \`_stories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version__status_idx\` ON \`_stories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_created_at_idx\` ON \`_stories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_updated_at_idx\` ON \`_stories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_latest_idx\` ON \`_stories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`events_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_gallery_order_idx\` ON \`events_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_gallery_parent_id_idx\` ON \`events_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_gallery_image_idx\` ON \`events_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`date\` text,
  	\`location\` text,
  	\`featured_image_id\` integer,
  	\`logo_id\` integer,
  	\`description\` text,
  	\`website\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`events_featured_image_idx\` ON \`events\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`events_logo_idx\` ON \`events\` (\`logo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_slug_idx\` ON \`events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_gallery_order_idx\` ON \`_events_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_gallery_parent_id_idx\` ON \`_events_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_gallery_image_idx\` ON \`_events_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_date\` text,
  	\`version_location\` text,
  	\`version_featured_image_id\` integer,
  	\`version_logo_id\` integer,
  	\`version_description\` text,
  	\`version_website\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_featured_image_idx\` ON \`_events_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_logo_idx\` ON \`_events_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_slug_idx\` ON \`_events_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`news_posts_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_posts_gallery_order_idx\` ON \`news_posts_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_posts_gallery_parent_id_idx\` ON \`news_posts_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_posts_gallery_image_idx\` ON \`news_posts_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`news_posts_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`url\` text,
  	\`color\` text DEFAULT 'lightBlue',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_posts_buttons_order_idx\` ON \`news_posts_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`news_posts_buttons_parent_id_idx\` ON \`news_posts_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`date\` text,
  	\`excerpt\` text,
  	\`hero_image_id\` integer,
  	\`content\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_posts_hero_image_idx\` ON \`news_posts\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_posts_slug_idx\` ON \`news_posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_posts_updated_at_idx\` ON \`news_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_posts_created_at_idx\` ON \`news_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news_posts__status_idx\` ON \`news_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_news_posts_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_gallery_order_idx\` ON \`_news_posts_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_gallery_parent_id_idx\` ON \`_news_posts_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_gallery_image_idx\` ON \`_news_posts_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_posts_v_version_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`url\` text,
  	\`color\` text DEFAULT 'lightBlue',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_buttons_order_idx\` ON \`_news_posts_v_version_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_buttons_parent_id_idx\` ON \`_news_posts_v_version_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_date\` text,
  	\`version_excerpt\` text,
  	\`version_hero_image_id\` integer,
  	\`version_content\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news_posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_posts_v_parent_idx\` ON \`_news_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_version_hero_image_idx\` ON \`_news_posts_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_version_slug_idx\` ON \`_news_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_version_updated_at_idx\` ON \`_news_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_version_created_at_idx\` ON \`_news_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_version__status_idx\` ON \`_news_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_created_at_idx\` ON \`_news_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_updated_at_idx\` ON \`_news_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_latest_idx\` ON \`_news_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`instagram_posts_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`instagram_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`instagram_posts_children_order_idx\` ON \`instagram_posts_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`instagram_posts_children_parent_id_idx\` ON \`instagram_posts_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`instagram_posts_children_image_idx\` ON \`instagram_posts_children\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`instagram_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_type\` text DEFAULT 'IMAGE',
  	\`image_id\` integer,
  	\`caption\` text,
  	\`timestamp\` text,
  	\`permalink\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`instagram_posts_image_idx\` ON \`instagram_posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`instagram_posts_updated_at_idx\` ON \`instagram_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`instagram_posts_created_at_idx\` ON \`instagram_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`instagram_posts__status_idx\` ON \`instagram_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_instagram_posts_v_version_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_instagram_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_instagram_posts_v_version_children_order_idx\` ON \`_instagram_posts_v_version_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_instagram_posts_v_version_children_parent_id_idx\` ON \`_instagram_posts_v_version_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_instagram_posts_v_version_children_image_idx\` ON \`_instagram_posts_v_version_children\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_instagram_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_media_type\` text DEFAULT 'IMAGE',
  	\`version_image_id\` integer,
  	\`version_caption\` text,
  	\`version_timestamp\` text,
  	\`version_permalink\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`instagram_posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_instagram_posts_v_parent_idx\` ON \`_instagram_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_instagram_posts_v_version_version_image_idx\` ON \`_instagram_posts_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_instagram_posts_v_version_version_updated_at_idx\` ON \`_instagram_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_instagram_posts_v_version_version_created_at_idx\` ON \`_instagram_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_instagram_posts_v_version_version__status_idx\` ON \`_instagram_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_instagram_posts_v_created_at_idx\` ON \`_instagram_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_instagram_posts_v_updated_at_idx\` ON \`_instagram_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_instagram_posts_v_latest_idx\` ON \`_instagram_posts_v\` (\`latest\`);`)
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
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form\` text NOT NULL,
  	\`name\` text,
  	\`email\` text,
  	\`fields\` text NOT NULL,
  	\`ip_hash\` text,
  	\`delivery_status\` text DEFAULT 'queued' NOT NULL,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_error\` text,
  	\`delivered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_email_idx\` ON \`form_submissions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_ip_hash_idx\` ON \`form_submissions\` (\`ip_hash\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_delivery_status_idx\` ON \`form_submissions\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`status\` text DEFAULT 'subscribed' NOT NULL,
  	\`consent_at\` text NOT NULL,
  	\`source\` text,
  	\`unsubscribed_at\` text,
  	\`unsubscribe_token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subscribers_email_idx\` ON \`subscribers\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`subscribers_unsubscribe_token_idx\` ON \`subscribers\` (\`unsubscribe_token\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_updated_at_idx\` ON \`subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_created_at_idx\` ON \`subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`reply_to\` text,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`submission_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`submission_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_submission_idx\` ON \`outbox\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_updated_at_idx\` ON \`outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_created_at_idx\` ON \`outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`donations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text,
  	\`amount\` numeric NOT NULL,
  	\`donation_type\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`receipt_number\` numeric,
  	\`donation_area\` text,
  	\`gift_type\` text DEFAULT 'foundation',
  	\`honouree_occasion\` text,
  	\`honouree_title\` text,
  	\`honouree_first_name\` text,
  	\`honouree_last_name\` text,
  	\`honouree_send_to\` text,
  	\`honouree_address\` text,
  	\`honouree_city\` text,
  	\`honouree_province\` text,
  	\`honouree_postal_code\` text,
  	\`honouree_country\` text,
  	\`honouree_sent_on_behalf_of\` text,
  	\`honouree_name_on_card\` text,
  	\`honouree_message\` text,
  	\`mailing_list\` integer,
  	\`office_note\` text,
  	\`b_fname\` text,
  	\`b_lname\` text,
  	\`b_email\` text,
  	\`b_tel\` text,
  	\`b_add\` text,
  	\`b_city\` text,
  	\`b_prov\` text,
  	\`b_pcode\` text,
  	\`b_country\` text,
  	\`gateway\` text,
  	\`reference_num\` text,
  	\`auth_code\` text,
  	\`response_code\` text,
  	\`gateway_response_code\` text,
  	\`message\` text,
  	\`card_brand\` text,
  	\`card_last4\` text,
  	\`trans_date_time\` text,
  	\`recurring_id\` integer,
  	\`idempotency_key\` text,
  	\`response\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`recurring_id\`) REFERENCES \`recurring_donations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`donations_donation_type_idx\` ON \`donations\` (\`donation_type\`);`)
  await db.run(sql`CREATE INDEX \`donations_status_idx\` ON \`donations\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`donations_receipt_number_idx\` ON \`donations\` (\`receipt_number\`);`)
  await db.run(sql`CREATE INDEX \`donations_b_email_idx\` ON \`donations\` (\`b_email\`);`)
  await db.run(sql`CREATE INDEX \`donations_reference_num_idx\` ON \`donations\` (\`reference_num\`);`)
  await db.run(sql`CREATE INDEX \`donations_recurring_idx\` ON \`donations\` (\`recurring_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`donations_idempotency_key_idx\` ON \`donations\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`donations_updated_at_idx\` ON \`donations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`donations_created_at_idx\` ON \`donations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`recurring_donations\` (
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
  await db.run(sql`CREATE INDEX \`recurring_donations_status_idx\` ON \`recurring_donations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`recurring_donations_next_charge_date_idx\` ON \`recurring_donations\` (\`next_charge_date\`);`)
  await db.run(sql`CREATE INDEX \`recurring_donations_b_email_idx\` ON \`recurring_donations\` (\`b_email\`);`)
  await db.run(sql`CREATE INDEX \`recurring_donations_updated_at_idx\` ON \`recurring_donations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`recurring_donations_created_at_idx\` ON \`recurring_donations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`annual_receipts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`serial\` text NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`gift_count\` numeric,
  	\`issued_at\` text,
  	\`donor_key\` text NOT NULL,
  	\`b_fname\` text,
  	\`b_lname\` text,
  	\`b_email\` text,
  	\`b_add\` text,
  	\`b_city\` text,
  	\`b_prov\` text,
  	\`b_pcode\` text,
  	\`b_country\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`annual_receipts_serial_idx\` ON \`annual_receipts\` (\`serial\`);`)
  await db.run(sql`CREATE INDEX \`annual_receipts_year_idx\` ON \`annual_receipts\` (\`year\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`annual_receipts_donor_key_idx\` ON \`annual_receipts\` (\`donor_key\`);`)
  await db.run(sql`CREATE INDEX \`annual_receipts_updated_at_idx\` ON \`annual_receipts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`annual_receipts_created_at_idx\` ON \`annual_receipts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`annual_receipts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`donations_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`annual_receipts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`donations_id\`) REFERENCES \`donations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`annual_receipts_rels_order_idx\` ON \`annual_receipts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`annual_receipts_rels_parent_idx\` ON \`annual_receipts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`annual_receipts_rels_path_idx\` ON \`annual_receipts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`annual_receipts_rels_donations_id_idx\` ON \`annual_receipts_rels\` (\`donations_id\`);`)
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
  await db.run(sql`CREATE TABLE \`home_page_partner_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	\`url\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_partner_logos_order_idx\` ON \`home_page_partner_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_partner_logos_parent_id_idx\` ON \`home_page_partner_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_page_partner_logos_logo_idx\` ON \`home_page_partner_logos\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_vision_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_vision_figures_order_idx\` ON \`home_page_vision_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_vision_figures_parent_id_idx\` ON \`home_page_vision_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_vision_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_vision_facts_order_idx\` ON \`home_page_vision_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_vision_facts_parent_id_idx\` ON \`home_page_vision_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_initiatives\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_initiatives_order_idx\` ON \`home_page_initiatives\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_initiatives_parent_id_idx\` ON \`home_page_initiatives\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`vision_heading\` text DEFAULT 'Our vision',
  	\`vision_text\` text,
  	\`photo_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_photo_idx\` ON \`home_page\` (\`photo_id\`);`)
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
  await db.run(sql`CREATE TABLE \`form_settings_recipients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form\` text NOT NULL,
  	\`email\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_settings_recipients_order_idx\` ON \`form_settings_recipients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_settings_recipients_parent_id_idx\` ON \`form_settings_recipients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_settings_peer_support_topics_sub_topics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_settings_peer_support_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_settings_peer_support_topics_sub_topics_order_idx\` ON \`form_settings_peer_support_topics_sub_topics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_settings_peer_support_topics_sub_topics_parent_id_idx\` ON \`form_settings_peer_support_topics_sub_topics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_settings_peer_support_topics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`topic_id\` text NOT NULL,
  	\`main\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_settings_peer_support_topics_order_idx\` ON \`form_settings_peer_support_topics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_settings_peer_support_topics_parent_id_idx\` ON \`form_settings_peer_support_topics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`donation_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`place_of_issue\` text DEFAULT 'Vancouver, BC' NOT NULL,
  	\`signatory_name\` text DEFAULT 'Executive Director' NOT NULL,
  	\`signatory_title\` text,
  	\`signature_id\` integer,
  	\`tax_contact_address\` text,
  	\`tax_contact_phone\` text,
  	\`alternative_ways\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`signature_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`donation_settings_signature_idx\` ON \`donation_settings\` (\`signature_id\`);`)
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
  await db.run(sql`ALTER TABLE \`pages_blocks_video_embed\` ADD \`poster_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_embed_poster_idx\` ON \`pages_blocks_video_embed\` (\`poster_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_accordion_items\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_image_idx\` ON \`pages_blocks_accordion_items\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`last_reviewed\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`list_subpages\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`page_order\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_video_embed\` ADD \`poster_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_embed_poster_idx\` ON \`_pages_v_blocks_video_embed\` (\`poster_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_accordion_items\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_image_idx\` ON \`_pages_v_blocks_accordion_items\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_last_reviewed\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_list_subpages\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_page_order\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`stories_id\` integer REFERENCES stories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`news_posts_id\` integer REFERENCES news_posts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`instagram_posts_id\` integer REFERENCES instagram_posts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletters_id\` integer REFERENCES newsletters(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`member_types_id\` integer REFERENCES member_types(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`team_members_id\` integer REFERENCES team_members(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`support_groups_id\` integer REFERENCES support_groups(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`grant_years_id\` integer REFERENCES grant_years(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`grantees_id\` integer REFERENCES grantees(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_submissions_id\` integer REFERENCES form_submissions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`subscribers_id\` integer REFERENCES subscribers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`outbox_id\` integer REFERENCES outbox(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`donations_id\` integer REFERENCES donations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`recurring_donations_id\` integer REFERENCES recurring_donations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`annual_receipts_id\` integer REFERENCES annual_receipts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`library_videos_id\` integer REFERENCES library_videos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`playlists_id\` integer REFERENCES playlists(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`video_thumbnails_id\` integer REFERENCES video_thumbnails(id);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`library_videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_playlists_id_idx\` ON \`payload_locked_documents_rels\` (\`playlists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_thumbnails_id_idx\` ON \`payload_locked_documents_rels\` (\`video_thumbnails_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_hero_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_form_block\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_peer_support_invite\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_slider_videos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_sources\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_hero_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_form_block\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_peer_support_invite\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_slider_videos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_sources\`;`)
  await db.run(sql`DROP TABLE \`stories_gallery\`;`)
  await db.run(sql`DROP TABLE \`stories\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_stories_v\`;`)
  await db.run(sql`DROP TABLE \`events_gallery\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`news_posts_gallery\`;`)
  await db.run(sql`DROP TABLE \`news_posts_buttons\`;`)
  await db.run(sql`DROP TABLE \`news_posts\`;`)
  await db.run(sql`DROP TABLE \`_news_posts_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_news_posts_v_version_buttons\`;`)
  await db.run(sql`DROP TABLE \`_news_posts_v\`;`)
  await db.run(sql`DROP TABLE \`instagram_posts_children\`;`)
  await db.run(sql`DROP TABLE \`instagram_posts\`;`)
  await db.run(sql`DROP TABLE \`_instagram_posts_v_version_children\`;`)
  await db.run(sql`DROP TABLE \`_instagram_posts_v\`;`)
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
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`subscribers\`;`)
  await db.run(sql`DROP TABLE \`outbox\`;`)
  await db.run(sql`DROP TABLE \`donations\`;`)
  await db.run(sql`DROP TABLE \`recurring_donations\`;`)
  await db.run(sql`DROP TABLE \`annual_receipts\`;`)
  await db.run(sql`DROP TABLE \`annual_receipts_rels\`;`)
  await db.run(sql`DROP TABLE \`library_videos\`;`)
  await db.run(sql`DROP TABLE \`library_videos_rels\`;`)
  await db.run(sql`DROP TABLE \`_library_videos_v\`;`)
  await db.run(sql`DROP TABLE \`_library_videos_v_rels\`;`)
  await db.run(sql`DROP TABLE \`playlists\`;`)
  await db.run(sql`DROP TABLE \`video_thumbnails\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`home_page_partner_logos\`;`)
  await db.run(sql`DROP TABLE \`home_page_vision_figures\`;`)
  await db.run(sql`DROP TABLE \`home_page_vision_facts\`;`)
  await db.run(sql`DROP TABLE \`home_page_initiatives\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
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
  await db.run(sql`DROP TABLE \`form_settings_recipients\`;`)
  await db.run(sql`DROP TABLE \`form_settings_peer_support_topics_sub_topics\`;`)
  await db.run(sql`DROP TABLE \`form_settings_peer_support_topics\`;`)
  await db.run(sql`DROP TABLE \`form_settings\`;`)
  await db.run(sql`DROP TABLE \`donation_settings\`;`)
  await db.run(sql`DROP TABLE \`video_settings\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_video_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`video\` text,
  	\`title\` text,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_video_embed\`("_order", "_parent_id", "_path", "id", "video", "title", "caption", "block_name") SELECT "_order", "_parent_id", "_path", "id", "video", "title", "caption", "block_name" FROM \`pages_blocks_video_embed\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_embed\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_video_embed\` RENAME TO \`pages_blocks_video_embed\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_embed_order_idx\` ON \`pages_blocks_video_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_embed_parent_id_idx\` ON \`pages_blocks_video_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_embed_path_idx\` ON \`pages_blocks_video_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_accordion_items\`("_order", "_parent_id", "id", "title", "content") SELECT "_order", "_parent_id", "id", "title", "content" FROM \`pages_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_accordion_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_accordion_items\` RENAME TO \`pages_blocks_accordion_items\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_order_idx\` ON \`pages_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_accordion_items_parent_id_idx\` ON \`pages_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_video_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video\` text,
  	\`title\` text,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_video_embed\`("_order", "_parent_id", "_path", "id", "video", "title", "caption", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "video", "title", "caption", "_uuid", "block_name" FROM \`_pages_v_blocks_video_embed\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_embed\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_video_embed\` RENAME TO \`_pages_v_blocks_video_embed\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_embed_order_idx\` ON \`_pages_v_blocks_video_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_embed_parent_id_idx\` ON \`_pages_v_blocks_video_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_embed_path_idx\` ON \`_pages_v_blocks_video_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_accordion_items\`("_order", "_parent_id", "id", "title", "content", "_uuid") SELECT "_order", "_parent_id", "id", "title", "content", "_uuid" FROM \`_pages_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_accordion_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_accordion_items\` RENAME TO \`_pages_v_blocks_accordion_items\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_order_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_accordion_items_parent_id_idx\` ON \`_pages_v_blocks_accordion_items\` (\`_parent_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`last_reviewed\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`list_subpages\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`page_order\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_last_reviewed\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_list_subpages\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_page_order\`;`)
}

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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`stories_id\` integer REFERENCES stories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`news_posts_id\` integer REFERENCES news_posts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`instagram_posts_id\` integer REFERENCES instagram_posts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`news_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_instagram_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`instagram_posts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_hero_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_hero_slides\`;`)
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
  await db.run(sql`DROP TABLE \`home_page_partner_logos\`;`)
  await db.run(sql`DROP TABLE \`home_page_vision_figures\`;`)
  await db.run(sql`DROP TABLE \`home_page_vision_facts\`;`)
  await db.run(sql`DROP TABLE \`home_page_initiatives\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
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

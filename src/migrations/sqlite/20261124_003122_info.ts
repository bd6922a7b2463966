import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_peer_support_invite\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_slider_videos\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_sources\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_peer_support_invite\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_slider_videos\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_sources\`;`)
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
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`last_reviewed\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`list_subpages\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`page_order\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_last_reviewed\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_list_subpages\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_page_order\`;`)
}

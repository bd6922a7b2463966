import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`rate_limit_hits\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`at\` integer NOT NULL,
  	\`expires_at\` integer NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_key_at_idx\` ON \`rate_limit_hits\` (\`key\`,\`at\`);`)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_expires_at_idx\` ON \`rate_limit_hits\` (\`expires_at\`);`)
  await db.run(sql`CREATE TABLE \`cache_invalidations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`origin\` text NOT NULL,
  	\`tags\` text NOT NULL,
  	\`at\` integer NOT NULL
  );
  `)
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`video_thumbnails\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`video_thumbnails\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rate_limit_hits\`;`)
  await db.run(sql`DROP TABLE \`cache_invalidations\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`video_thumbnails\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`video_thumbnails\` DROP COLUMN \`_objectkey\`;`)
}

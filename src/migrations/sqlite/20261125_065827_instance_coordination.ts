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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`rate_limit_hits\`;`)
  await db.run(sql`DROP TABLE \`cache_invalidations\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Hand-written data step (keep it apart from generated schema migrations): before roles
 * existed every account could do everything, so each existing account starts as an
 * administrator and nobody is locked out. Administrators then narrow the roles in /admin.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`INSERT INTO \`users_roles\` (\`order\`, \`parent_id\`, \`value\`)
    SELECT 1, \`id\`, 'administrator' FROM \`users\` WHERE \`id\` NOT IN (SELECT \`parent_id\` FROM \`users_roles\`);`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The roles table goes with the schema migration's down step.
}

import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The "about-pages" global becomes "support-and-about" (it holds the support group,
 * newsletter, Butts in Motion, team, grants, mission and contact page texts). Tables,
 * indexes, keys and the id sequence are renamed, not recreated, so an existing site keeps
 * its content and the schema matches what Payload now expects. The new prefix is kept short
 * because Postgres cuts names at 63 characters: the longest, the Butts in Motion location
 * links' parent index, is exactly 63. The global has no select fields, so no enum types.
 */

const OLD = 'about_pages'
const NEW = 'support_and_about'

/** Table suffixes after the global's own name ('' is the global's main table). */
const TABLES = [
  '',
  '_support_groups_accordion',
  '_butts_in_motion_locations',
  '_butts_in_motion_locations_links',
  '_butts_in_motion_gallery',
  '_mission_partners',
  '_contact_blocks',
]

/** Index suffixes as the features migration created them. */
const INDEXES = [
  '_support_groups_accordion_order_idx',
  '_support_groups_accordion_parent_id_idx',
  '_butts_in_motion_locations_links_order_idx',
  '_butts_in_motion_locations_links_parent_id_idx',
  '_butts_in_motion_locations_order_idx',
  '_butts_in_motion_locations_parent_id_idx',
  '_butts_in_motion_gallery_order_idx',
  '_butts_in_motion_gallery_parent_id_idx',
  '_butts_in_motion_gallery_image_idx',
  '_mission_partners_order_idx',
  '_mission_partners_parent_id_idx',
  '_mission_partners_logo_idx',
  '_contact_blocks_order_idx',
  '_contact_blocks_parent_id_idx',
  '_team_team_org_chart_idx',
  '_grants_grants_past_grants_idx',
  '_mission_mission_timeline_idx',
  '_contact_contact_picture_idx',
]

/** [table suffix, constraint suffix] of the foreign keys (named after their table). */
const FOREIGN_KEYS: Array<[string, string]> = [
  ['_support_groups_accordion', '_parent_id_fk'],
  ['_butts_in_motion_locations_links', '_parent_id_fk'],
  ['_butts_in_motion_locations', '_parent_id_fk'],
  ['_butts_in_motion_gallery', '_image_id_media_id_fk'],
  ['_butts_in_motion_gallery', '_parent_id_fk'],
  ['_mission_partners', '_logo_id_media_id_fk'],
  ['_mission_partners', '_parent_id_fk'],
  ['_contact_blocks', '_parent_id_fk'],
  ['', '_team_org_chart_id_media_id_fk'],
  ['', '_grants_past_grants_id_media_id_fk'],
  ['', '_mission_timeline_id_media_id_fk'],
  ['', '_contact_picture_id_media_id_fk'],
]

type Db = MigrateUpArgs['db']

async function renameGlobal(db: Db, from: string, to: string, fromSlug: string, toSlug: string): Promise<void> {
  const statements: string[] = []
  for (const table of TABLES) {
    statements.push(`ALTER TABLE "${from}${table}" RENAME TO "${to}${table}";`)
    statements.push(`ALTER TABLE "${to}${table}" RENAME CONSTRAINT "${from}${table}_pkey" TO "${to}${table}_pkey";`)
  }
  statements.push(`ALTER SEQUENCE IF EXISTS "${from}_id_seq" RENAME TO "${to}_id_seq";`)
  for (const [table, key] of FOREIGN_KEYS) {
    statements.push(`ALTER TABLE "${to}${table}" RENAME CONSTRAINT "${from}${table}${key}" TO "${to}${table}${key}";`)
  }
  for (const index of INDEXES) statements.push(`ALTER INDEX "${from}${index}" RENAME TO "${to}${index}";`)
  for (const statement of statements) await db.execute(sql.raw(statement))
  // An editor's lock on the global names it by slug.
  await db.execute(sql`UPDATE "payload_locked_documents" SET "global_slug" = ${toSlug} WHERE "global_slug" = ${fromSlug};`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await renameGlobal(db, OLD, NEW, 'about-pages', 'support-and-about')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await renameGlobal(db, NEW, OLD, 'support-and-about', 'about-pages')
}

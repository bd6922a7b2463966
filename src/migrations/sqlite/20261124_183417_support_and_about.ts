import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The "about-pages" global becomes "support-and-about" (it holds the support group,
 * newsletter, Butts in Motion, team, grants, mission and contact page texts). The tables are
 * renamed, not recreated, so an existing site keeps its content; SQLite cannot rename an
 * index, so each index is dropped and made again under the name Payload now expects.
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

/** [index suffix, table suffix, column] as the features migration created them. */
const INDEXES: Array<[string, string, string]> = [
  ['_support_groups_accordion_order_idx', '_support_groups_accordion', '_order'],
  ['_support_groups_accordion_parent_id_idx', '_support_groups_accordion', '_parent_id'],
  ['_butts_in_motion_locations_links_order_idx', '_butts_in_motion_locations_links', '_order'],
  ['_butts_in_motion_locations_links_parent_id_idx', '_butts_in_motion_locations_links', '_parent_id'],
  ['_butts_in_motion_locations_order_idx', '_butts_in_motion_locations', '_order'],
  ['_butts_in_motion_locations_parent_id_idx', '_butts_in_motion_locations', '_parent_id'],
  ['_butts_in_motion_gallery_order_idx', '_butts_in_motion_gallery', '_order'],
  ['_butts_in_motion_gallery_parent_id_idx', '_butts_in_motion_gallery', '_parent_id'],
  ['_butts_in_motion_gallery_image_idx', '_butts_in_motion_gallery', 'image_id'],
  ['_mission_partners_order_idx', '_mission_partners', '_order'],
  ['_mission_partners_parent_id_idx', '_mission_partners', '_parent_id'],
  ['_mission_partners_logo_idx', '_mission_partners', 'logo_id'],
  ['_contact_blocks_order_idx', '_contact_blocks', '_order'],
  ['_contact_blocks_parent_id_idx', '_contact_blocks', '_parent_id'],
  ['_team_team_org_chart_idx', '', 'team_org_chart_id'],
  ['_grants_grants_past_grants_idx', '', 'grants_past_grants_id'],
  ['_mission_mission_timeline_idx', '', 'mission_timeline_id'],
  ['_contact_contact_picture_idx', '', 'contact_picture_id'],
]

type Db = MigrateUpArgs['db']

/**
 * Renames every table of the global from one prefix to the other. ALTER TABLE … RENAME also
 * rewrites the foreign keys of the sub-tables that point at a renamed table.
 */
async function renameGlobal(db: Db, from: string, to: string, fromSlug: string, toSlug: string): Promise<void> {
  for (const [index] of INDEXES) await db.run(sql.raw(`DROP INDEX IF EXISTS \`${from}${index}\`;`))
  for (const table of TABLES) await db.run(sql.raw(`ALTER TABLE \`${from}${table}\` RENAME TO \`${to}${table}\`;`))
  for (const [index, table, column] of INDEXES) {
    await db.run(sql.raw(`CREATE INDEX \`${to}${index}\` ON \`${to}${table}\` (\`${column}\`);`))
  }
  // An editor's lock on the global names it by slug.
  await db.run(sql`UPDATE \`payload_locked_documents\` SET \`global_slug\` = ${toSlug} WHERE \`global_slug\` = ${fromSlug};`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await renameGlobal(db, OLD, NEW, 'about-pages', 'support-and-about')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await renameGlobal(db, NEW, OLD, 'support-and-about', 'about-pages')
}

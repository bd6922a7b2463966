import type { Config, Plugin } from 'payload'
import { ADMIN_AREAS } from './adminAreas'
import { hiddenUnless } from './hiddenUnless'

/** Hides each collection and global from the admin menu of the roles that do not work with it (see ADMIN_AREAS). */
export const adminAreasPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((c) =>
    c.admin?.hidden === true ? c : { ...c, admin: { ...c.admin, hidden: hiddenUnless(...(ADMIN_AREAS[c.slug] ?? [])) } },
  ),
  globals: (config.globals ?? []).map((g) =>
    g.admin?.hidden === true ? g : { ...g, admin: { ...g.admin, hidden: hiddenUnless(...(ADMIN_AREAS[g.slug] ?? [])) } },
  ),
})

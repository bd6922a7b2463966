import type { Payload, PayloadRequest } from 'payload'
import { SearchIndex, type SearchDocument, type SearchKind } from './searchIndex'
import { searchSources, toSearchDocument, type SearchSource } from './sources'
import { DEFAULT_SYNONYMS } from './synonyms'
import { isExcludedFromSearch, SITE_PAGE_GLOBALS, sitePageDocuments, type SitePageGlobals } from './sitePages'
import { buildNavTree, type NavNode } from '@/utilities/navigation'
import type { Navigation } from '@/payload-types'
import { remoteChangeAt } from '@/instances/remoteChanges'

/**
 * The process's search index. Kept on globalThis because Next.js may load this module more
 * than once (route handlers and pages are bundled apart) while Payload, and so its hooks, is
 * one instance per process.
 */
type IndexState = {
  index: SearchIndex
  builtAt: number
  /** When the last finished build began reading the database. */
  readFrom: number
  building: Promise<void> | null
  /** Changes made by hooks while a rebuild was reading the database, replayed after it. */
  changesDuringBuild: Array<(index: SearchIndex) => void> | null
  /** Ids of the pages staff offer when a search finds nothing (Search settings). */
  staffPickIds: string[]
  /** The menu's labels by page address: other names of a page, which a query may equal. */
  menuLabels: Map<string, string[]>
  /** A landing page for each menu address; listed while no page holds the address. */
  landings: SearchDocument[]
  /** Page entries as their sources made them (before the menu's labels), to relabel when the menu changes. */
  pageDocs: Map<string, SearchDocument>
  /** The organisation's name (Site Settings): the home page's heading, so another name of it. */
  siteName: string
}

const KEY = Symbol.for('charity.search-index')
const globalState = globalThis as unknown as Record<symbol, IndexState | undefined>

function state(): IndexState {
  globalState[KEY] ??= { index: new SearchIndex(), builtAt: 0, readFrom: 0, building: null, changesDuringBuild: null, staffPickIds: [], menuLabels: new Map(), landings: [], pageDocs: new Map(), siteName: '' }
  return globalState[KEY]
}

/**
 * Rebuilt in the background when older than this. Edits made through another server process
 * arrive sooner, through the cache sync (src/instances/cacheHandler.mjs): see getSearchIndex.
 */
const MAX_AGE_MS = Number(process.env.SEARCH_INDEX_MAX_AGE_MS) || 10 * 60_000

async function readSource(payload: Payload, source: SearchSource, req?: PayloadRequest): Promise<SearchDocument[]> {
  const result = await payload.find({
    ...(req ? { req } : {}),
    collection: source.collection,
    ...(source.drafts ? { where: { _status: { equals: 'published' } } } : {}),
    draft: false,
    depth: source.depth ?? 0,
    pagination: false,
    overrideAccess: true,
  })
  return result.docs
    .map((doc) => toSearchDocument(source, doc as unknown as Record<string, unknown>))
    .filter((doc): doc is SearchDocument => doc !== null)
}

/** Reads every source and replaces the index (once at a time). */
export function rebuildSearchIndex(payload: Payload): Promise<void> {
  const current = state()
  if (current.building) return current.building
  current.changesDuringBuild = []
  current.building = (async () => {
    const readFrom = Date.now()
    try {
      const [settings, site, menu, sitePages, ...sources] = await Promise.all([
        payload.findGlobal({ slug: 'search-settings', depth: 0, overrideAccess: true }),
        payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
        payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true }),
        readSitePages(payload),
        ...searchSources.map((source) => readSource(payload, source)),
      ])
      applyMenu(menu)
      current.siteName = site.name ?? ''
      const docs = [...sitePages, ...sources.flat()]
      current.pageDocs = new Map(docs.filter((doc) => doc.kind === 'page').map((doc) => [doc.id, doc]))
      // The thesaurus first: it says which word pairs to index, so the pages are indexed once.
      applySearchSettings(settings)
      current.index.replaceAll(docs.map(withMenuLabels))
      refreshLandings(current.index)
      for (const change of current.changesDuringBuild ?? []) change(current.index)
      current.builtAt = Date.now()
      current.readFrom = readFrom
    } finally {
      current.changesDuringBuild = null
      current.building = null
    }
  })()
  return current.building
}

/** The index, built first if this process has none yet, refreshed in the background when old. */
export async function getSearchIndex(payload: Payload): Promise<SearchIndex> {
  const current = state()
  if (!current.builtAt) await rebuildSearchIndex(payload)
  else if (remoteChangeAt() >= current.readFrom) {
    // Another instance published something after this index read the database: read again
    // before answering (a rebuild already under way may have begun before that edit).
    await rebuildSearchIndex(payload)
    if (remoteChangeAt() >= current.readFrom) await rebuildSearchIndex(payload)
  } else if (Date.now() - current.builtAt > MAX_AGE_MS) {
    rebuildSearchIndex(payload).catch((error) => payload.logger.error({ err: error, msg: 'Search index refresh failed' }))
  }
  return current.index
}

function apply(change: (index: SearchIndex) => void): void {
  const current = state()
  change(current.index)
  current.changesDuringBuild?.push(change)
}

/**
 * Brings one document's entry in step after a change: the published version is indexed; a
 * document with no published version (a new draft, an unpublished or deleted one) is removed.
 * Saving a draft of a published document leaves the published version (and its entry) as it is.
 */
export async function syncSearchDocument(
  source: SearchSource,
  doc: Record<string, unknown>,
  req: PayloadRequest,
): Promise<void> {
  const id = String(doc.id)
  let published: Record<string, unknown> | null = doc
  // Read again when the hook's document is not the published one, or its related names are needed.
  if ((source.drafts && doc._status !== 'published') || source.depth) {
    const main = (await req.payload
      .findByID({ collection: source.collection, id, draft: false, depth: source.depth ?? 0, overrideAccess: true, req, disableErrors: true })
      .catch(() => null)) as Record<string, unknown> | null
    published = main && (!source.drafts || main._status === 'published') ? main : null
  }
  const entry = published ? toSearchDocument(source, published) : null
  apply((index) => {
    if (entry) put(index, entry)
    else drop(index, source.kind, id)
    if (source.kind === 'page') refreshLandings(index)
  })
}

export function removeSearchDocument(kind: SearchKind, id: string | number): void {
  apply((index) => {
    drop(index, kind, String(id))
    if (kind === 'page') refreshLandings(index)
  })
}

/**
 * Re-indexes every published document of a source: after a change to what its text borrows
 * (a member type renamed, a playlist renamed or removed). These collections are small.
 */
export async function resyncSearchSource(source: SearchSource, req: PayloadRequest): Promise<void> {
  const docs = await readSource(req.payload, source, req)
  apply((index) => {
    for (const doc of docs) put(index, doc)
  })
}

type SavedGlobal = { slug: string; doc: Record<string, unknown> }

/** The site pages from their globals (the one just saved, if any, as saved; the others read in the same request). */
async function readSitePages(payload: Payload, req?: PayloadRequest, saved?: SavedGlobal): Promise<SearchDocument[]> {
  const globals = await Promise.all(
    SITE_PAGE_GLOBALS.map((slug) =>
      saved?.slug === slug ? saved.doc : payload.findGlobal({ slug, depth: 0, overrideAccess: true, ...(req ? { req } : {}) }),
    ),
  )
  return sitePageDocuments(
    Object.fromEntries(SITE_PAGE_GLOBALS.map((slug, i) => [slug, globals[i] as unknown as Record<string, unknown>])) as SitePageGlobals,
  )
}

/** After a save of a global the site pages read: their entries as the globals now say. */
export async function syncSitePages(req: PayloadRequest, saved: SavedGlobal): Promise<void> {
  const docs = await readSitePages(req.payload, req, saved)
  apply((index) => {
    for (const doc of docs) put(index, doc)
  })
}

const walkMenu = (nodes: NavNode[], visit: (node: NavNode, parent?: NavNode) => void, parent?: NavNode) => {
  for (const node of nodes) {
    visit(node, parent)
    walkMenu(node.children, visit, node)
  }
}

/**
 * Takes the menu's labels (another name of the page each points at, anchors included: "Support
 * Group Calendar" names Support Groups) and its landing pages: a menu address with no page of
 * its own shows its entries (src/components/SectionLanding), under the entry's label.
 */
function applyMenu(menu: Pick<Navigation, 'sections'> | null | undefined): void {
  const current = state()
  const labels = new Map<string, string[]>()
  const landings = new Map<string, SearchDocument>()
  walkMenu(buildNavTree(menu), (node) => {
    if (isExcludedFromSearch(node.path)) return
    labels.set(node.path, [...(labels.get(node.path) ?? []), node.label])
    if (node.href !== node.path || landings.has(node.path)) return
    const text = node.children.length ? [`Choose a topic in ${node.label}.`, ...node.children.map((child) => child.label)].join('\n') : ''
    landings.set(node.path, { kind: 'page', id: `menu:${node.path}`, title: node.label, url: node.path, text })
  })
  current.menuLabels = labels
  current.landings = [...landings.values()]
}

/** After staff save the menu: pages take its labels, and its landing pages replace the old ones. */
export function applyMenuChange(menu: Pick<Navigation, 'sections'> | null | undefined): void {
  applyMenu(menu)
  relabelPages()
}

/** After staff rename the organisation: the home page takes the new name. */
export function applySiteName(name: string | null | undefined): void {
  state().siteName = name ?? ''
  relabelPages()
}

function relabelPages(): void {
  const current = state()
  apply((index) => {
    for (const doc of index.documents()) if (doc.kind === 'page' && doc.id.startsWith('menu:')) index.remove('page', doc.id)
    for (const doc of current.pageDocs.values()) index.upsert(withMenuLabels(doc))
    refreshLandings(index)
  })
}

/** Adds or replaces an entry; a page's with the menu's names for its address. */
function put(index: SearchIndex, doc: SearchDocument): void {
  if (doc.kind === 'page') state().pageDocs.set(doc.id, doc)
  index.upsert(withMenuLabels(doc))
}

function drop(index: SearchIndex, kind: SearchKind, id: string): void {
  if (kind === 'page') state().pageDocs.delete(id)
  index.remove(kind, id)
}

/** A page's entry with the menu's names for its address. */
function withMenuLabels(doc: SearchDocument): SearchDocument {
  if (doc.kind !== 'page') return doc
  const current = state()
  const names = [...(current.menuLabels.get(doc.url) ?? []), ...(doc.url === '/' && current.siteName ? [current.siteName] : [])]
  const aliases = names.filter((label) => label !== doc.title)
  return aliases.length ? { ...doc, aliases } : doc
}

/** Lists each landing page whose address no published page or site page holds, and only those. */
function refreshLandings(index: SearchIndex): void {
  const landings = state().landings
  const taken = new Set(index.documents().filter((doc) => doc.kind === 'page' && !doc.id.startsWith('menu:')).map((doc) => doc.url))
  for (const landing of landings) {
    if (taken.has(landing.url)) index.remove('page', landing.id)
    else if (!index.get('page', landing.id)) index.upsert(withMenuLabels(landing))
  }
}

type SettingsDoc = { synonyms?: Array<{ words?: string | null }> | null; staffPicks?: Array<unknown> | null; updatedAt?: string | null }

/**
 * Takes staff's synonyms and picks into this process's index (at a build and on every save).
 * Until staff first save the settings, the starting list of synonyms applies.
 */
export function applySearchSettings(settings: SettingsDoc): void {
  const current = state()
  const lines = settings.updatedAt ? (settings.synonyms ?? []).map((row) => row.words ?? '') : DEFAULT_SYNONYMS
  current.index.setSynonyms(lines)
  current.staffPickIds = (settings.staffPicks ?? []).map((pick) =>
    String(typeof pick === 'object' && pick !== null && 'id' in pick ? (pick as { id: unknown }).id : pick),
  )
}

/** The pages staff offer when nothing matched, as indexed (so only published ones, in staff's order). */
export function staffPicks(): SearchDocument[] {
  const current = state()
  return current.staffPickIds
    .map((id) => current.index.get('page', id))
    .filter((doc): doc is SearchDocument => doc !== undefined)
}

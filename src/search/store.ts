import type { Payload, PayloadRequest } from 'payload'
import { SearchIndex, type SearchDocument, type SearchKind } from './searchIndex'
import { searchSources, toSearchDocument, type SearchSource } from './sources'
import { DEFAULT_SYNONYMS } from './synonyms'

/**
 * The process's search index. Kept on globalThis because Next.js may load this module more
 * than once (route handlers and pages are bundled apart) while Payload, and so its hooks, is
 * one instance per process.
 */
type IndexState = {
  index: SearchIndex
  builtAt: number
  building: Promise<void> | null
  /** Changes made by hooks while a rebuild was reading the database, replayed after it. */
  changesDuringBuild: Array<(index: SearchIndex) => void> | null
  /** Ids of the pages staff offer when a search finds nothing (Search settings). */
  staffPickIds: string[]
}

const KEY = Symbol.for('charity.search-index')
const globalState = globalThis as unknown as Record<symbol, IndexState | undefined>

function state(): IndexState {
  globalState[KEY] ??= { index: new SearchIndex(), builtAt: 0, building: null, changesDuringBuild: null, staffPickIds: [] }
  return globalState[KEY]
}

/**
 * Rebuilt in the background when older than this, so that several server processes sharing one
 * database (each with its own index, updated by its own hooks) catch up with each other.
 */
const MAX_AGE_MS = Number(process.env.SEARCH_INDEX_MAX_AGE_MS) || 10 * 60_000

async function readSource(payload: Payload, source: SearchSource): Promise<SearchDocument[]> {
  const result = await payload.find({
    collection: source.collection,
    ...(source.drafts ? { where: { _status: { equals: 'published' } } } : {}),
    draft: false,
    depth: 0,
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
    try {
      const [settings, ...sources] = await Promise.all([
        payload.findGlobal({ slug: 'search-settings', depth: 0, overrideAccess: true }),
        ...searchSources.map((source) => readSource(payload, source)),
      ])
      current.index.replaceAll(sources.flat())
      applySearchSettings(settings)
      for (const change of current.changesDuringBuild ?? []) change(current.index)
      current.builtAt = Date.now()
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
  else if (Date.now() - current.builtAt > MAX_AGE_MS) {
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
  if (source.drafts && doc._status !== 'published') {
    const main = (await req.payload
      .findByID({ collection: source.collection, id, draft: false, depth: 0, overrideAccess: true, req, disableErrors: true })
      .catch(() => null)) as Record<string, unknown> | null
    published = main?._status === 'published' ? main : null
  }
  const entry = published ? toSearchDocument(source, published) : null
  apply((index) => (entry ? index.upsert(entry) : index.remove(source.kind, id)))
}

export function removeSearchDocument(kind: SearchKind, id: string | number): void {
  apply((index) => index.remove(kind, String(id)))
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

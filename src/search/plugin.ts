import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Config, GlobalAfterChangeHook, Plugin } from 'payload'
import { applySearchSettings, applyMenuChange, applySiteName, rebuildSearchIndex, removeSearchDocument, resyncSearchSource, syncSearchDocument, syncSitePages } from './store'
import { searchSourceFor, type SearchSource } from './sources'
import { SITE_PAGE_GLOBALS } from './sitePages'

/** Collections whose names are part of another source's text: a change re-indexes that source. */
const BORROWED_BY: Record<string, string> = { 'member-types': 'team-members', playlists: 'library-videos' }

function withHooks<T extends { hooks?: Record<string, unknown[] | undefined> }>(config: T, added: Record<string, unknown>): T {
  const hooks = { ...config.hooks } as Record<string, unknown[] | undefined>
  for (const [name, hook] of Object.entries(added)) hooks[name] = [...(hooks[name] ?? []), hook]
  return { ...config, hooks }
}

/**
 * Keeps the search index in step with the content: adds hooks to every collection listed in
 * ./sources, applies the Search settings global when staff save it, and builds the index when
 * Payload starts. Collections stay unaware of search.
 */
export const searchIndexPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    const borrower = BORROWED_BY[collection.slug]
    if (borrower) {
      // A member type's rename reaches its members' entries; a playlist's, its videos'.
      const source = searchSourceFor(borrower) as SearchSource
      const resync = async ({ req }: { req: Parameters<typeof resyncSearchSource>[1] }) => resyncSearchSource(source, req)
      return withHooks(collection, {
        afterChange: (async (args) => (await resync(args), args.doc)) satisfies CollectionAfterChangeHook,
        afterDelete: (async (args) => (await resync(args), args.doc)) satisfies CollectionAfterDeleteHook,
      })
    }
    const source = searchSourceFor(collection.slug)
    if (!source) return collection
    const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
      await syncSearchDocument(source, doc, req)
      return doc
    }
    const afterDelete: CollectionAfterDeleteHook = ({ doc }) => {
      removeSearchDocument(source.kind, doc.id)
      return doc
    }
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
        afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
      },
    }
  }),
  globals: (config.globals ?? []).map((global) => {
    if ((SITE_PAGE_GLOBALS as readonly string[]).includes(global.slug)) {
      // The pages built from this global show its new words in search at once.
      const afterChange: GlobalAfterChangeHook = async ({ doc, req }) => {
        await syncSitePages(req, { slug: global.slug, doc })
        return doc
      }
      return withHooks(global, { afterChange })
    }
    if (global.slug === 'site-settings') {
      const afterChange: GlobalAfterChangeHook = ({ doc }) => {
        applySiteName(doc.name)
        return doc
      }
      return withHooks(global, { afterChange })
    }
    if (global.slug === 'navigation') {
      // Menu labels name pages and menu addresses list landing pages: read them all again.
      const afterChange: GlobalAfterChangeHook = ({ doc }) => {
        applyMenuChange(doc)
        return doc
      }
      return withHooks(global, { afterChange })
    }
    if (global.slug !== 'search-settings') return global
    // Staff's synonyms and picks apply to the next search, without a restart.
    const afterChange: GlobalAfterChangeHook = ({ doc }) => {
      applySearchSettings(doc)
      return doc
    }
    return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterChange] } }
  }),
  onInit: async (payload) => {
    await config.onInit?.(payload)
    // In the background: start-up must not wait for it, and a query waits for it if it must.
    rebuildSearchIndex(payload).catch((error: unknown) =>
      payload.logger.warn(
        `Search index not built at start-up (${error instanceof Error ? error.message.split('\n')[0]!.slice(0, 120) : String(error)}); the first search builds it.`,
      ),
    )
  },
})

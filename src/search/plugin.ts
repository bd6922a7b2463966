import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Config, GlobalAfterChangeHook, Plugin } from 'payload'
import { applySearchSettings, rebuildSearchIndex, removeSearchDocument, syncSearchDocument } from './store'
import { searchSourceFor } from './sources'

/**
 * Keeps the search index in step with the content: adds hooks to every collection listed in
 * ./sources, applies the Search settings global when staff save it, and builds the index when
 * Payload starts. Collections stay unaware of search.
 */
export const searchIndexPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
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

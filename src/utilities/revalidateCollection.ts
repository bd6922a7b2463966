import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, TypeWithID } from 'payload'
import { revalidatePaths, revalidateTags } from './revalidate'

type RevalidateOptions<T> = {
  /** Cache tags that readers of this collection use (unstable_cache tags). */
  tags: string[]
  /** Site paths that show this document; called for the new and the previous version. */
  paths?: (doc: T) => Array<string | null | undefined>
}

/**
 * afterChange / afterDelete hooks that clear the cache of everything showing a collection's
 * documents, so an edit in the admin shows without a rebuild. Skipped when the seed sets
 * `context.disableRevalidate` (no Next.js cache exists then).
 */
export function revalidateCollection<T extends TypeWithID>({ tags, paths }: RevalidateOptions<T>): {
  afterChange: CollectionAfterChangeHook<T>
  afterDelete: CollectionAfterDeleteHook<T>
} {
  const clear = (...docs: Array<T | undefined | null>) => {
    revalidateTags(...tags)
    if (!paths) return
    const unique = new Set<string>()
    for (const doc of docs) if (doc) for (const p of paths(doc)) if (p) unique.add(p)
    revalidatePaths(...unique)
  }
  return {
    afterChange: ({ doc, previousDoc, context }) => {
      if (!context.disableRevalidate) clear(doc, previousDoc)
      return doc
    },
    afterDelete: ({ doc, context }) => {
      if (!context.disableRevalidate) clear(doc)
      return doc
    },
  }
}

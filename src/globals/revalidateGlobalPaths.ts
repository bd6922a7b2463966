import type { GlobalAfterChangeHook } from 'payload'
import { revalidatePaths, revalidateTags } from '@/utilities/revalidate'
import { globalTag } from '@/content/cacheTags'

/** For globals shown on a few pages only (not in the frame): clears their tag and those pages. */
export const revalidateGlobalPaths =
  (paths: string[]): GlobalAfterChangeHook =>
  ({ doc, global, context }) => {
    if (context.disableRevalidate) return doc
    revalidateTags(globalTag(global.slug))
    revalidatePaths(...paths)
    return doc
  }

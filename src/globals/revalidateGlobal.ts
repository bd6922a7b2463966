import type { GlobalAfterChangeHook } from 'payload'
import { revalidateTags, revalidateWholeSite } from '@/utilities/revalidate'
import { globalTag } from '@/content/cacheTags'

/** Site settings and navigation appear in the frame of every page. */
export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, global, context }) => {
  if (context.disableRevalidate) return doc
  revalidateTags(globalTag(global.slug))
  revalidateWholeSite()
  return doc
}

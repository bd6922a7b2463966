import type { GlobalAfterChangeHook } from 'payload'
import { globalTag } from '@/utilities/getGlobal'
import { revalidateTags, revalidateWholeSite } from '@/utilities/revalidate'

/** Site settings and navigation appear in the frame of every page. */
export const revalidateGlobal: GlobalAfterChangeHook = ({ doc, global, context }) => {
  if (context.disableRevalidate) return doc
  revalidateTags(globalTag(global.slug))
  revalidateWholeSite()
  return doc
}

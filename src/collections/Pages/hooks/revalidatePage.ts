import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { CACHE_TAGS } from '@/content/cacheTags'
import { revalidatePaths, revalidateTags } from '@/utilities/revalidate'
import type { Page } from '@/payload-types'

export const revalidatePage: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, context }) => {
  if (context.disableRevalidate) return doc
  revalidateTags(CACHE_TAGS.pages)
  if (doc.path) revalidatePaths(doc.path)
  if (previousDoc?.path && previousDoc.path !== doc.path) revalidatePaths(previousDoc.path)
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook<Page> = ({ doc, context }) => {
  if (context.disableRevalidate) return doc
  revalidateTags(CACHE_TAGS.pages)
  if (doc?.path) revalidatePaths(doc.path)
  return doc
}

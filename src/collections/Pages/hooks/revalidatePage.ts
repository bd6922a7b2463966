import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidatePaths, revalidateTags } from '@/utilities/revalidate'
import type { Page } from '@/payload-types'

export const PAGES_TAG = 'pages'

export const revalidatePage: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, context }) => {
  if (context.disableRevalidate) return doc
  revalidateTags(PAGES_TAG)
  if (doc.path) revalidatePaths(doc.path)
  if (previousDoc?.path && previousDoc.path !== doc.path) revalidatePaths(previousDoc.path)
  return doc
}

export const revalidatePageDelete: CollectionAfterDeleteHook<Page> = ({ doc, context }) => {
  if (context.disableRevalidate) return doc
  revalidateTags(PAGES_TAG)
  if (doc?.path) revalidatePaths(doc.path)
  return doc
}

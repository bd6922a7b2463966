import type { RedirectsPluginConfig } from '@payloadcms/plugin-redirects/types'
import { publicContent } from '@/access/publicContent'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { CACHE_TAGS } from '@/content/cacheTags'
import { revalidateTags } from '@/utilities/revalidate'

const revalidateRedirects: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({ doc, context }) => {
  if (!context.disableRevalidate) revalidateTags(CACHE_TAGS.redirects)
  return doc
}

/** The redirects plugin builds the collection; we add access rules, help text and cache clearing. */
export const redirectsOverrides: RedirectsPluginConfig['overrides'] = {
  access: publicContent,
  admin: {
    description:
      'Old addresses that should send visitors to a new one. Write "From" as a path starting with /, e.g. /home/donations/online-form/.',
  },
  hooks: { afterChange: [revalidateRedirects], afterDelete: [revalidateRedirects] },
}

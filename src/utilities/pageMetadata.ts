import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import type { Page } from '@/payload-types'

/** Title, description and share card of a CMS page; the layout adds " | {site name}". */
export function pageMetadata(page: Page): Metadata {
  return contentMetadata({
    title: page.meta?.title || page.title,
    description: page.meta?.description || page.hero?.intro,
    path: page.path || '/',
  })
}

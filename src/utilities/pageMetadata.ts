import type { Metadata } from 'next'
import type { Page } from '@/payload-types'

/** Title and description of a CMS page; the layout adds " | {site name}". */
export function pageMetadata(page: Page): Metadata {
  return {
    title: page.meta?.title || page.title,
    description: page.meta?.description || page.hero?.intro || undefined,
    alternates: { canonical: page.path || '/' },
  }
}

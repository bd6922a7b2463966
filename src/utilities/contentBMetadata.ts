import type { Metadata } from 'next'

/** Title, description, canonical address and Open Graph card of one of the support/about pages. */
export function contentBMetadata(title: string, description: string, path: string): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: 'website' },
  }
}

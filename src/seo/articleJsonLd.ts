import { absoluteUrl } from '@/content/metadata'
type Article = {
  type: 'Article' | 'NewsArticle'
  headline: string
  description?: string | null
  datePublished?: string | null
  dateModified?: string | null
  path: string
  imageSrc?: string
  publisherName: string
}

/** schema.org Article (patient stories) or NewsArticle (news posts), with the charity as publisher. */
export function articleJsonLd(article: Article, baseUrl: string) {
  const absolute = (path: string) => absoluteUrl(path, baseUrl)
  return {
    '@context': 'https://schema.org',
    '@type': article.type,
    headline: article.headline,
    description: article.description || undefined,
    datePublished: article.datePublished ?? undefined,
    dateModified: article.dateModified ?? undefined,
    url: absolute(article.path),
    ...(article.imageSrc ? { image: absolute(article.imageSrc) } : {}),
    publisher: { '@type': 'Organization', name: article.publisherName },
  }
}

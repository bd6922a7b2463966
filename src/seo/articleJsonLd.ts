import { absoluteUrl } from '@/content/metadata'
import { NEWS_PATH, newsPath } from '@/content/paths'

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

/** schema.org CollectionPage for the news list: the page itself and each post as a NewsArticle. */
export function newsCollectionJsonLd(posts: { title: string; date: string; slug?: string | null }[], baseUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: 'News',
    url: absoluteUrl(NEWS_PATH, baseUrl),
    hasPart: posts.map((p) => ({ '@type': 'NewsArticle', headline: p.title, datePublished: p.date, url: absoluteUrl(newsPath(p.slug ?? ''), baseUrl) })),
  }
}

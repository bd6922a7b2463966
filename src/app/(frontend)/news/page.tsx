import type { Metadata } from 'next'
import { Suspense } from 'react'
import { getNewsPosts } from '@/collections/NewsPosts/queries'
import { InstagramGrid } from '@/components/InstagramGrid/InstagramGrid.client'
import { InstagramSection } from '@/components/InstagramGrid/InstagramSection'
import { JsonLd } from '@/components/JsonLd'
import { NewsList } from '@/components/News/NewsList.client'
import { NewslettersTeaser } from '@/components/News/NewslettersTeaser'
import { PageHero } from '@/components/PageHero'
import { cardExcerpt } from '@/content/excerpt'
import { contentMetadata } from '@/content/metadata'
import { imageOf } from '@/content/media'
import { NEWS_PATH } from '@/content/paths'
import { newsCollectionJsonLd } from '@/seo/articleJsonLd'
import { getPageByPath } from '@/utilities/getPage'
import { serverUrl } from '@/utilities/runtimeEnv'
import { NEWS_INTRO } from '@/content/pageIntros'

const DESCRIPTION = NEWS_INTRO

export async function generateMetadata(): Promise<Metadata> {
  const [page, posts] = await Promise.all([getPageByPath(NEWS_PATH), getNewsPosts()])
  return contentMetadata({
    title: 'News',
    description: page?.meta?.description || page?.hero?.intro || DESCRIPTION,
    path: NEWS_PATH,
    image: imageOf(page?.hero?.image, 'wide') ?? imageOf(posts[0]?.heroImage, 'wide'),
  })
}

// Cached like every public page: the Instagram viewer's ?post= is read in the browser, and a
// value that is not a post id is turned away in src/proxy.ts.
export default async function NewsPage() {
  const [page, posts] = await Promise.all([getPageByPath(NEWS_PATH), getNewsPosts()])
  const cards = posts.map((p) => ({
    id: p.id,
    title: p.title,
    slug: p.slug ?? '',
    date: p.date,
    excerpt: cardExcerpt(p.excerpt, p.content, 180),
    image: imageOf(p.heroImage, 'card'),
  }))
  return (
    <>
      <PageHero heading={page?.hero?.heading || 'News'} image={page?.hero?.image ?? posts[0]?.heroImage} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <p className="max-w-3xl text-lg">{page?.hero?.intro || DESCRIPTION}</p>
        <NewslettersTeaser />
        <section aria-labelledby="articles-heading" className="mt-12">
          <h2 id="articles-heading" className="text-2xl text-navy">
            Blogs &amp; Articles
          </h2>
          {cards.length ? <NewsList posts={cards} /> : <p className="mt-4">Articles will appear here soon.</p>}
        </section>
        <Suspense fallback={<InstagramSection status="loading" />}>
          <InstagramGrid />
        </Suspense>
      </div>
      <JsonLd data={newsCollectionJsonLd(posts, serverUrl())} />
    </>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { getNewsPosts } from '@/collections/NewsPosts/queries'
import { InstagramGrid } from '@/components/InstagramGrid/InstagramGrid.client'
import { JsonLd } from '@/components/JsonLd'
import { NewsList } from '@/components/NewsCard/NewsList.client'
import { PageHero } from '@/components/PageHero'
import { cardExcerpt } from '@/content/excerpt'
import { absoluteUrl, contentMetadata } from '@/content/metadata'
import { imageOf } from '@/content/media'
import { NEWS_PATH, newsPath } from '@/content/paths'
import { isPostId } from '@/media-feeds/instagram/viewer'
import { getPageByPath } from '@/utilities/getPage'
import { serverUrl } from '@/utilities/runtimeEnv'

const DESCRIPTION = 'News from the foundation: support groups, events, research and the people who make them happen.'
/** Placeholder address of the newsletter archive (demo). */
const NEWSLETTER_ARCHIVE_URL = 'https://newsletters.example.net/archive'

type Props = { searchParams: Promise<{ post?: string | string[] }> }

export async function generateMetadata(): Promise<Metadata> {
  const [page, posts] = await Promise.all([getPageByPath(NEWS_PATH), getNewsPosts()])
  return contentMetadata({
    title: 'News',
    description: page?.meta?.description || page?.hero?.intro || DESCRIPTION,
    path: NEWS_PATH,
    image: imageOf(page?.hero?.image, 'wide') ?? imageOf(posts[0]?.heroImage, 'wide'),
  })
}

export default async function NewsPage({ searchParams }: Props) {
  const { post } = await searchParams
  // The Instagram viewer's parameter must be a post id (a number): anything else is not a page of ours.
  if (post !== undefined && !(typeof post === 'string' && isPostId(post))) notFound()
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
        <section aria-labelledby="newsletters-heading" className="mt-10 rounded-lg bg-sky-light p-6">
          <h2 id="newsletters-heading" className="text-2xl text-navy">
            Newsletters
          </h2>
          <p className="mt-2">Our newsletter brings news of events, support groups and research a few times a year.</p>
          <p className="mt-4">
            <a href={NEWSLETTER_ARCHIVE_URL} target="_blank" rel="noopener noreferrer" className="inline-block rounded bg-navy px-5 py-3 font-semibold text-white no-underline hover:bg-navy-dark hover:text-white">
              STAY UP-TO-DATE<span className="sr-only"> (newsletter archive, opens in a new tab)</span>
            </a>
          </p>
        </section>
        <section aria-labelledby="articles-heading" className="mt-12">
          <h2 id="articles-heading" className="text-2xl text-navy">
            Blogs &amp; Articles
          </h2>
          {cards.length ? <NewsList posts={cards} /> : <p className="mt-4">Articles will appear here soon.</p>}
        </section>
        <Suspense fallback={null}>
          <InstagramGrid />
        </Suspense>
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: 'News',
          url: absoluteUrl(NEWS_PATH, serverUrl()),
          hasPart: posts.map((p) => ({ '@type': 'NewsArticle', headline: p.title, datePublished: p.date, url: absoluteUrl(newsPath(p.slug ?? ''), serverUrl()) })),
        }}
      />
    </>
  )
}

import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { getNewsPost, getNewsPosts } from '@/collections/NewsPosts/queries'
import { Gallery } from '@/components/Gallery'
import { JsonLd } from '@/components/JsonLd'
import { NewsButtons } from '@/components/News/NewsButtons'
import { PageHero } from '@/components/PageHero'
import { PrevNext } from '@/components/PrevNext'
import { RichText } from '@/components/RichText'
import { formatMonthYear } from '@/format/dates'
import { cardExcerpt } from '@/content/excerpt'
import { contentMetadata } from '@/content/metadata'
import { imageOf } from '@/content/media'
import { wrapNeighbours } from '@/content/ordering'
import { newsPath } from '@/content/paths'
import { articleJsonLd } from '@/seo/articleJsonLd'
import { serverUrl } from '@/utilities/runtimeEnv'
import { getOwnHosts, getSiteSettings } from '@/content/globals'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getNewsPosts()).filter((p) => p.slug).map((p) => ({ slug: p.slug! }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getNewsPost((await params).slug)
  if (!post) return { title: 'Page not found', robots: { index: false } }
  return contentMetadata({
    title: post.title,
    description: cardExcerpt(post.excerpt, post.content, 160),
    path: newsPath(post.slug ?? ''),
    image: imageOf(post.heroImage, 'wide'),
    type: 'article',
  })
}

export default async function NewsPostPage({ params }: Props) {
  const { slug } = await params
  const { isEnabled: draft } = await draftMode()
  const post = await getNewsPost(slug, draft)
  if (!post) notFound()
  const [posts, settings, ownHosts] = await Promise.all([getNewsPosts(), getSiteSettings(), getOwnHosts()])
  const { previous, next } = wrapNeighbours(posts, posts.findIndex((p) => p.id === post.id))
  const link = (p: typeof previous) => (p ? { title: p.title, href: newsPath(p.slug ?? '') } : null)
  const image = imageOf(post.heroImage, 'wide')
  return (
    <article>
      <PageHero heading={post.title} image={post.heroImage} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <p className="text-muted">
          <time dateTime={post.date.slice(0, 10)}>{formatMonthYear(post.date)}</time>
        </p>
        <Gallery items={post.gallery} label={`Pictures: ${post.title}`} />
        <RichText data={post.content} ownHosts={ownHosts} className="mt-6" />
        <NewsButtons buttons={post.buttons} />
        <PrevNext previous={link(previous)} next={link(next)} label="More news" />
      </div>
      <JsonLd data={articleJsonLd({ type: 'NewsArticle', headline: post.title, datePublished: post.date, dateModified: post.updatedAt, path: newsPath(post.slug ?? ''), imageSrc: image?.src, publisherName: settings.name }, serverUrl())} />
    </article>
  )
}

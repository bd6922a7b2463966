import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { getStories, getStory } from '@/collections/Stories/queries'
import { Gallery } from '@/components/Gallery'
import { JsonLd } from '@/components/JsonLd'
import { PageHero } from '@/components/PageHero'
import { PrevNext } from '@/components/PrevNext'
import { RichText } from '@/components/RichText'
import { ShareLinks } from '@/components/ShareLinks'
import { cardExcerpt } from '@/content/excerpt'
import { absoluteUrl, contentMetadata } from '@/content/metadata'
import { imageOf } from '@/content/media'
import { wrapNeighbours } from '@/content/ordering'
import { storyPath } from '@/content/paths'
import { articleJsonLd } from '@/seo/articleJsonLd'
import { serverUrl } from '@/utilities/runtimeEnv'
import { getOwnHosts, getSiteSettings } from '@/content/globals'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getStories()).filter((s) => s.slug).map((s) => ({ slug: s.slug! }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const story = await getStory((await params).slug)
  if (!story) return { title: 'Page not found', robots: { index: false } }
  return contentMetadata({
    title: story.title,
    description: story.headings?.description || cardExcerpt(story.excerpt, story.content, 160),
    path: storyPath(story.slug ?? ''),
    image: imageOf(story.featuredImage, 'wide'),
    type: 'article',
  })
}

export default async function StoryPage({ params }: Props) {
  const { slug } = await params
  const { isEnabled: draft } = await draftMode()
  const story = await getStory(slug, draft)
  if (!story) notFound()
  const [stories, settings, ownHosts] = await Promise.all([getStories(), getSiteSettings(), getOwnHosts()])
  const { previous, next } = wrapNeighbours(stories, stories.findIndex((s) => s.id === story.id))
  const link = (s: typeof previous) => (s ? { title: s.title, href: storyPath(s.slug ?? '') } : null)
  const url = absoluteUrl(storyPath(story.slug ?? ''), serverUrl())
  const image = imageOf(story.featuredImage, 'wide')
  return (
    <article>
      <PageHero heading={story.title} intro={story.location} image={story.featuredImage} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Gallery items={story.gallery} label={`Pictures: ${story.title}`} />
        {story.headings?.subheading && <p className="text-lg font-semibold uppercase tracking-wide text-sky">{story.headings.subheading}</p>}
        {story.headings?.headline && <h2 className="mt-2 text-3xl text-navy">{story.headings.headline}</h2>}
        {story.headings?.description && <p className="mt-4 text-lg">{story.headings.description}</p>}
        <RichText data={story.content} ownHosts={ownHosts} className="mt-6" />
        <ShareLinks url={url} title={story.title} siteName={settings.name} postType="Patient story" />
        <PrevNext previous={link(previous)} next={link(next)} label="More patient stories" />
      </div>
      <JsonLd data={articleJsonLd({ type: 'Article', headline: story.title, description: story.headings?.description, datePublished: story.publishedAt, dateModified: story.updatedAt, path: storyPath(story.slug ?? ''), imageSrc: image?.src, publisherName: settings.name }, serverUrl())} />
    </article>
  )
}

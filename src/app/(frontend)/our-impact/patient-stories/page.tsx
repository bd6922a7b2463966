import type { Metadata } from 'next'
import { getStories } from '@/collections/Stories/queries'
import { PageHero } from '@/components/PageHero'
import { JsonLd } from '@/components/JsonLd'
import { StoryCard } from '@/components/StoryCard'
import { contentMetadata, absoluteUrl } from '@/content/metadata'
import { imageOf } from '@/content/media'
import { STORIES_PATH, storyPath } from '@/content/paths'
import { getPageByPath } from '@/utilities/getPage'
import { serverUrl } from '@/utilities/runtimeEnv'
import { STORIES_HEADING, STORIES_INTRO } from '@/content/pageIntros'

const DESCRIPTION = STORIES_INTRO

export async function generateMetadata(): Promise<Metadata> {
  const [page, stories] = await Promise.all([getPageByPath(STORIES_PATH), getStories()])
  return contentMetadata({
    title: 'Patient stories',
    description: page?.meta?.description || page?.hero?.intro || DESCRIPTION,
    path: STORIES_PATH,
    image: imageOf(page?.hero?.image, 'wide') ?? imageOf(stories[0]?.featuredImage, 'wide'),
  })
}

export default async function PatientStoriesPage() {
  const [page, stories] = await Promise.all([getPageByPath(STORIES_PATH), getStories()])
  return (
    <>
      <PageHero heading={page?.hero?.heading || STORIES_HEADING} intro={page?.hero?.intro || DESCRIPTION} image={page?.hero?.image} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {stories.length ? (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-label="Patient stories">
            {stories.map((story, i) => (
              <li key={story.id} className="flex">
                <StoryCard story={story} lcp={i === 0 && !page?.hero?.image} />
              </li>
            ))}
          </ul>
        ) : (
          <p>Stories will be shared here soon.</p>
        )}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: 'Patient stories',
          url: absoluteUrl(STORIES_PATH, serverUrl()),
          hasPart: stories.map((s) => ({ '@type': 'Article', headline: s.title, url: absoluteUrl(storyPath(s.slug ?? ''), serverUrl()) })),
        }}
      />
    </>
  )
}

import Link from '@/components/IntentLink/IntentLink.client'
import { StoryCard } from '@/components/StoryCard'
import { STORIES_PATH } from '@/content/paths'
import type { Story } from '@/payload-types'

/** The three newest patient stories and a link to all of them; nothing when there are none. */
export function LatestStories({ stories }: { stories: Story[] }) {
  if (!stories.length) return null
  return (
    <section aria-labelledby="home-stories-heading" className="mx-auto max-w-7xl px-4 py-14" data-testid="home-stories">
      <h2 id="home-stories-heading" className="text-3xl text-navy">
        Patient stories
      </h2>
      <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {stories.slice(0, 3).map((story) => (
          <li key={story.id} className="flex">
            <StoryCard story={story} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link href={STORIES_PATH} className="font-semibold">
          See All Stories
        </Link>
      </p>
    </section>
  )
}

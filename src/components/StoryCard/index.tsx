import Link from '@/components/IntentLink/IntentLink.client'
import { CardImage } from '@/components/CardImage'
import { cardExcerpt } from '@/content/excerpt'
import { imageOf } from '@/content/media'
import { storyPath } from '@/content/paths'
import type { Story } from '@/payload-types'

/** A patient story card: picture, title, location, excerpt and "Read More". */
export function StoryCard({ story, headingLevel = 2, lcp = false }: { story: Story; headingLevel?: 2 | 3; lcp?: boolean }) {
  const image = imageOf(story.featuredImage, 'card')
  const href = storyPath(story.slug ?? '')
  const Heading = `h${headingLevel}` as const
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-sky-light bg-white shadow-sm" data-testid="story-card">
      {image && (
        <CardImage image={image} lcp={lcp} />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-xl text-navy">{story.title}</Heading>
        {story.location && <p className="text-base font-semibold text-muted">{story.location}</p>}
        <p className="flex-1">{cardExcerpt(story.excerpt, story.content)}</p>
        <Link href={href} className="mt-2 font-semibold">
          Read More<span className="sr-only">: {story.title}</span>
        </Link>
      </div>
    </article>
  )
}

import Link from '@/components/IntentLink/IntentLink.client'
import { CardImage } from '@/components/CardImage'
import { formatMonthYear } from '@/format/dates'
import { newsPath } from '@/content/paths'

/** What a news card needs (kept small: the list hands these to the browser for Load More). */
export type NewsCardData = {
  id: number
  title: string
  slug: string
  date: string
  excerpt: string
  image: { src: string; width: number; height: number } | null
}

export function NewsCard({ post, lcp = false }: { post: NewsCardData; lcp?: boolean }) {
  return (
    <article className="relative flex flex-col overflow-hidden rounded-lg border border-sky-light bg-white shadow-sm" data-testid="news-card">
      {post.image && (
        <CardImage image={post.image} lcp={lcp} />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-base text-muted">
          <time dateTime={post.date.slice(0, 10)}>{formatMonthYear(post.date)}</time>
        </p>
        <h3 className="text-xl text-navy">
          <Link href={newsPath(post.slug)} className="after:absolute after:inset-0">
            {post.title}
          </Link>
        </h3>
        <p>{post.excerpt}</p>
      </div>
    </article>
  )
}

import Image from 'next/image'
import Link from 'next/link'
import { formatMonthYear } from '@/content/dates'
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

export function NewsCard({ post }: { post: NewsCardData }) {
  return (
    <article className="relative flex flex-col overflow-hidden rounded-lg border border-sky-light bg-white shadow-sm" data-testid="news-card">
      {post.image && (
        <Image src={post.image.src} alt="" width={post.image.width} height={post.image.height} sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 100vw" className="aspect-[3/2] w-full object-cover" />
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

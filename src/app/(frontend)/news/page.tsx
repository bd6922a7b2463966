import type { Metadata } from 'next'
import Link from 'next/link'
import { PageHero } from '@/components/PageHero'

export const metadata: Metadata = { title: 'News', description: 'News from the foundation.' }

/** The menus link here; the articles and the Instagram grid come with the content work. */
export default function NewsPage() {
  return (
    <>
      <PageHero heading="News" />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <p>Our news articles are moving to this new site. Please check back soon.</p>
        <p className="mt-4">
          Meanwhile, see <Link href="/get-involved/find-an-event">upcoming events</Link> or{' '}
          <Link href="/get-support">ways we can support you</Link>.
        </p>
      </div>
    </>
  )
}

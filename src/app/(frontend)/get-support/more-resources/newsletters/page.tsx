import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import { PageHero } from '@/components/PageHero'
import { NewsletterList, type NewsletterCard } from '@/components/NewsletterList/NewsletterList.client'
import { NEWSLETTERS_PATH } from '@/content/paths'
import { imageOf } from '@/content/media'
import { resolveLink } from '@/utilities/resolveLink'
import { formatPickedMonth } from '@/format/dates'
import { getSupportAndAbout, getOwnHosts } from '@/content/globals'
import { getNewsletters } from '@/collections/Newsletters/queries'

export const metadata: Metadata = contentMetadata({ title: 'Newsletters', description: 'Past issues of our newsletter, with news from support groups, research and events.', path: NEWSLETTERS_PATH })

export default async function NewslettersPage() {
  const [newsletters, about, ownHosts] = await Promise.all([getNewsletters(), getSupportAndAbout(), getOwnHosts()])
  const items: NewsletterCard[] = newsletters.map((n) => {
    const link = resolveLink(n.url, ownHosts)
    const thumb = imageOf(n.thumbnail, 'card')
    return {
      id: n.id,
      title: n.title,
      dateTime: n.date.slice(0, 10),
      dateLabel: formatPickedMonth(n.date),
      url: link.href,
      external: link.kind === 'external',
      thumbnail: thumb ? { src: thumb.src, width: thumb.width, height: thumb.height } : null,
    }
  })
  const archive = about.newsletters?.archiveUrl
  return (
    <>
      <BreadcrumbJsonLd path={NEWSLETTERS_PATH} title="Newsletters" />
      <PageHero heading="Newsletters" intro={about.newsletters?.intro} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {archive && (
          <p className="mb-8">
            <a
              href={archive}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="newsletter-subscribe"
              className="inline-block rounded bg-donate px-6 py-3 font-bold text-navy-dark no-underline hover:bg-donate-dark hover:text-navy-dark"
            >
              SUBSCRIBE<span className="sr-only"> to the newsletter (opens the mailing-list archive in a new tab)</span>
            </a>
          </p>
        )}
        {items.length ? <NewsletterList items={items} /> : <p>No newsletters have been published yet.</p>}
      </div>
    </>
  )
}

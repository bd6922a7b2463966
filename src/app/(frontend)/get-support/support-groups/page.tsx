import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import Link from '@/components/IntentLink/IntentLink.client'
import { Accordion } from '@/blocks/Accordion/Accordion'
import { HashScroll } from '@/components/HashScroll/HashScroll.client'
import { PageHero } from '@/components/PageHero'
import { RichText } from '@/components/RichText'
import { FIND_A_GROUP_PATH, SUPPORT_GROUPS_PATH } from '@/content/paths'
import { getSupportAndAbout, getOwnHosts } from '@/content/globals'

export const metadata: Metadata = contentMetadata({ title: 'Support Groups', description: 'Prostate cancer support groups across the province: the meeting calendar and how groups work.', path: SUPPORT_GROUPS_PATH })

/** The calendar sits 50 px below the top of the window when the address ends in #calendar, clear of the header. */
const CALENDAR_OFFSET = 50

export default async function SupportGroupsPage() {
  const [about, ownHosts] = await Promise.all([getSupportAndAbout(), getOwnHosts()])
  const settings = about.supportGroups
  const calendarUrl = settings?.calendarUrl?.trim()
  const items = (settings?.accordion ?? []).map((item, index) => ({
    id: item.id ?? `section-${index}`,
    title: item.title,
    content: <RichText data={item.content} ownHosts={ownHosts} />,
  }))
  return (
    <>
      <BreadcrumbJsonLd path={SUPPORT_GROUPS_PATH} title="Support Groups" />
      <PageHero heading="Support Groups" intro={settings?.intro} />
      <HashScroll ids={['calendar']} offset={CALENDAR_OFFSET} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <p>
          <Link href={FIND_A_GROUP_PATH} className="inline-block rounded bg-navy px-6 py-3 font-bold text-white no-underline hover:bg-sky hover:text-white">
            Find a group near you
          </Link>
        </p>
        {/* scroll-margin: the page's 16 px scroll padding plus 34 px gives the same 50 px when the browser scrolls by itself. */}
        <section id="calendar" aria-labelledby="calendar-heading" className="scroll-mt-[34px]" data-testid="support-calendar">
          <h2 id="calendar-heading" className="mb-4 text-2xl">
            Support group calendar
          </h2>
          <div className="min-h-[1000px] overflow-hidden rounded-lg border border-navy/15 bg-sky-light">
            {calendarUrl ? (
              <iframe
                src={calendarUrl}
                title="Support group meeting calendar"
                loading="lazy"
                className="block h-[1000px] w-full border-0"
              />
            ) : (
              <div className="p-8">
                <p className="text-lg font-bold text-navy">The meeting calendar is not available right now.</p>
                <p className="mt-2">
                  Each group’s usual meeting day, time and place are listed on{' '}
                  <Link href={FIND_A_GROUP_PATH}>Find a group</Link>.
                </p>
              </div>
            )}
          </div>
        </section>
        {items.length > 0 && (
          <section aria-labelledby="about-groups-heading">
            <h2 id="about-groups-heading" className="mb-4 text-2xl">
              About our support groups
            </h2>
            <Accordion items={items} headingLevel={3} name="about-support-groups" />
          </section>
        )}
      </div>
    </>
  )
}

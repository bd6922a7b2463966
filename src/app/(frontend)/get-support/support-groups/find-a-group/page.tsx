import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import Image from 'next/image'
import { HashScroll } from '@/components/HashScroll/HashScroll.client'
import { PageHero } from '@/components/PageHero'
import { SmartLink } from '@/components/SmartLink'
import { FIND_A_GROUP_PATH } from '@/content/paths'
import type { SupportGroup } from '@/payload-types'
import { imageOf } from '@/content/media'
import { telHref } from '@/utilities/contactHref'
import { getSupportGroups } from '@/collections/SupportGroups/queries'

export const metadata: Metadata = contentMetadata({ title: 'Find a Support Group', description: 'Every support group with its meeting time and place, contacts and languages.', path: FIND_A_GROUP_PATH })

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-bold text-navy">{term}</dt>
      <dd className="whitespace-pre-line">{children}</dd>
    </div>
  )
}

function GroupEntry({ group }: { group: SupportGroup }) {
  const logo = imageOf(group.logo, 'thumbnail')
  const meeting = group.meeting ?? {}
  const languages = group.otherLanguages
  const headingId = `${group.slug}-heading`
  return (
    <article id={group.slug ?? undefined} aria-labelledby={headingId} className="scroll-mt-4 rounded-lg border border-navy/15 bg-white p-6 shadow-sm target:ring-4 target:ring-donate">
      <div className="flex flex-wrap items-start gap-4">
        {logo && <Image src={logo.src} alt="" width={80} height={80} className="size-20 rounded object-contain" />}
        <div>
          <h2 id={headingId} className="text-2xl">
            {group.groupName}
          </h2>
          <p className="text-base text-muted">
            {group.city}, {group.province}
          </p>
        </div>
      </div>
      {group.blueBoxMessage && (
        <p className="mt-4 rounded bg-sky-light p-4 font-bold text-navy" data-testid="blue-box">
          {group.blueBoxMessage}
        </p>
      )}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {meeting.when && <Detail term="When">{meeting.when}</Detail>}
        {meeting.time && <Detail term="Time">{meeting.time}</Detail>}
        {meeting.where && <Detail term="Where">{meeting.where}</Detail>}
        {meeting.mailingAddress && <Detail term="Mailing address">{meeting.mailingAddress}</Detail>}
        {meeting.note && <Detail term="Note">{meeting.note}</Detail>}
      </dl>
      {(group.contacts ?? []).length > 0 && (
        <div className="mt-4">
          <h3 className="text-lg">Contacts</h3>
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {(group.contacts ?? []).map((c, i) => (
              <li key={c.id ?? i} className="rounded border border-navy/10 p-3">
                <p className="font-bold">{c.name}</p>
                {c.phone && (
                  <p>
                    Phone: <a href={telHref(c.phone)}>{c.phone}</a>
                  </p>
                )}
                {c.phone2 && (
                  <p>
                    Second phone: <a href={telHref(c.phone2)}>{c.phone2}</a>
                  </p>
                )}
                {c.cell && (
                  <p>
                    Cell: <a href={telHref(c.cell)}>{c.cell}</a>
                  </p>
                )}
                {c.email && (
                  <p>
                    E-mail: <a href={`mailto:${c.email}`}>{c.email}</a>
                  </p>
                )}
                {c.note && <p className="text-base text-muted">{c.note}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {languages?.available && (
        <div className="mt-4">
          <h3 className="text-lg">Other languages</h3>
          {languages.languages && <p>{languages.languages}</p>}
          {languages.message && <p className="whitespace-pre-line">{languages.message}</p>}
        </div>
      )}
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {group.mapUrl && (
          <li>
            <SmartLink href={group.mapUrl}>{`Map of the meeting place (${group.city})`}</SmartLink>
          </li>
        )}
        {group.learnMore && (
          <li>
            <SmartLink href={group.learnMore}>{`Learn more about ${group.groupName}`}</SmartLink>
          </li>
        )}
        {group.social?.facebook && (
          <li>
            <SmartLink href={group.social.facebook}>{`${group.groupName} on Facebook`}</SmartLink>
          </li>
        )}
        {group.social?.instagram && (
          <li>
            <SmartLink href={group.social.instagram}>{`${group.groupName} on Instagram`}</SmartLink>
          </li>
        )}
      </ul>
    </article>
  )
}

export default async function FindAGroupPage() {
  const groups = await getSupportGroups()
  const slugs = groups.map((g) => g.slug).filter((s): s is string => Boolean(s))
  return (
    <>
      <BreadcrumbJsonLd path={FIND_A_GROUP_PATH} title="Find a Support Group" />
      <PageHero heading="Find a Support Group" intro="Groups meet across the province. Choose a town to see when and where it meets and who to contact." />
      <HashScroll ids={slugs} offset={16} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        {groups.length > 0 && (
          <nav aria-label="Support groups by town" className="mb-10">
            <ul className="flex flex-wrap gap-3">
              {groups.map((g) => (
                <li key={g.id}>
                  <a href={`#${g.slug}`} className="inline-block rounded-full border border-navy/30 px-4 py-1">
                    {g.city}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="space-y-8">
          {groups.map((group) => (
            <GroupEntry key={group.id} group={group} />
          ))}
          {!groups.length && <p>Our list of support groups is being updated.</p>}
        </div>
      </div>
    </>
  )
}

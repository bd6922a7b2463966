import { BreadcrumbJsonLd } from '@/components/BreadcrumbJsonLd'
import type { Metadata } from 'next'
import { contentMetadata } from '@/content/metadata'
import Image from 'next/image'
import { FileLink } from '@/components/FileLink'
import { HashScroll } from '@/components/HashScroll/HashScroll.client'
import { ScrollLink } from '@/components/HashScroll/ScrollLink.client'
import { PageHero } from '@/components/PageHero'
import { RichText } from '@/components/RichText'
import { GRANTS_PATH } from '@/content/paths'
import { applicationsOpen, sortGrantYearsNewestFirst } from '@/content/grants'
import { formatPickedDay } from '@/format/dates'
import type { Grantee } from '@/payload-types'
import { imageOf } from '@/content/media'
import { getSupportAndAbout, getOwnHosts } from '@/content/globals'
import { getGrantYears } from '@/collections/GrantYears/queries'

export const metadata: Metadata = contentMetadata({ title: 'Grants', description: 'The prostate cancer research we fund, year by year, and how to apply for a grant.', path: GRANTS_PATH })

const APPLY_ID = 'apply-for-grant'

/** Picture, name and title; the bio slides over the card on hover and on keyboard focus. */
function GranteeCard({ grantee }: { grantee: Grantee }) {
  const picture = imageOf(grantee.picture, 'card')
  const nameId = `grantee-${grantee.id}`
  return (
    <li>
      <article
        tabIndex={grantee.description ? 0 : undefined}
        aria-labelledby={nameId}
        data-testid="grantee-card"
        className="group relative h-full overflow-hidden rounded-lg border border-navy/15 bg-white shadow-sm"
      >
        {picture && (
          <Image
            src={picture.src}
            alt=""
            width={picture.width}
            height={picture.height}
            sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
            className="aspect-square w-full object-cover"
          />
        )}
        <div className="p-4">
          <h3 id={nameId} className="text-xl">
            {grantee.title}
          </h3>
          {grantee.projectTitle && <p className="text-base text-muted">{grantee.projectTitle}</p>}
        </div>
        {grantee.description && (
          <div
            data-testid="grantee-bio"
            className="absolute inset-0 overflow-y-auto bg-navy-dark p-5 text-white opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100"
          >
            <p className="font-bold">{grantee.title}</p>
            <p className="mt-2 text-base">{grantee.description}</p>
          </div>
        )}
      </article>
    </li>
  )
}

export default async function GrantsPage() {
  const [years, about, ownHosts] = await Promise.all([getGrantYears(), getSupportAndAbout(), getOwnHosts()])
  const grants = about.grants
  const closes = formatPickedDay(grants?.applicationsClose)
  const open = applicationsOpen(grants?.applicationsClose)
  return (
    <>
      <BreadcrumbJsonLd path={GRANTS_PATH} title="Grants" />
      <PageHero heading="Grants" />
      <HashScroll ids={[APPLY_ID]} smooth />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <section aria-label="About our grants" className="space-y-6">
          <RichText data={grants?.intro} ownHosts={ownHosts} />
          <ul className="flex flex-wrap gap-6" data-testid="grant-figures">
            {grants?.totalAwarded && (
              <li className="rounded-lg bg-sky-light px-6 py-4">
                <span className="block text-3xl font-bold text-navy">More than {grants.totalAwarded}</span> awarded in research grants
              </li>
            )}
            {grants?.projectsFunded != null && (
              <li className="rounded-lg bg-sky-light px-6 py-4">
                <span className="block text-3xl font-bold text-navy">{grants.projectsFunded}</span> research projects funded
              </li>
            )}
          </ul>
          <p>
            <ScrollLink
              targetId={APPLY_ID}
              className="inline-block rounded bg-donate px-6 py-3 font-bold text-navy-dark no-underline hover:bg-donate-dark hover:text-navy-dark"
            >
              HOW TO APPLY FOR A GRANT
            </ScrollLink>
          </p>
        </section>

        {sortGrantYearsNewestFirst(years).map((year) => {
          const grantees = (year.grantees ?? []).filter((g): g is Grantee => typeof g === 'object' && g !== null)
          return (
            <section key={year.id} aria-labelledby={`year-${year.id}`} data-testid="grant-year">
              <h2 id={`year-${year.id}`} className="text-2xl">
                {year.name}
              </h2>
              {year.description && <p className="mt-2 max-w-[70ch] whitespace-pre-line">{year.description}</p>}
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {grantees.map((g) => (
                  <GranteeCard key={g.id} grantee={g} />
                ))}
              </ul>
            </section>
          )
        })}

        <p>
          <FileLink file={grants?.pastGrants} className="font-bold">
            Past grants, 2003-2017
          </FileLink>
        </p>

        <section id={APPLY_ID} tabIndex={-1} aria-labelledby="apply-heading" className="rounded-lg bg-sky-light p-6 outline-none" data-testid="apply-section">
          <h2 id="apply-heading" className="text-2xl">
            How to apply for a grant
          </h2>
          {closes && (
            <p className="mt-3 font-bold" data-testid="applications-close">
              {open ? `Applications are open until ${closes}.` : `Applications closed on ${closes}. The next round will be announced here.`}
            </p>
          )}
          <RichText data={grants?.howToApply} ownHosts={ownHosts} className="mt-4" />
        </section>
      </div>
    </>
  )
}

import { APPLY_ID } from '@/components/Grants/applyId'
import { RichText } from '@/components/RichText'
import { applicationsOpen } from '@/content/grants'
import { formatPickedDay } from '@/format/dates'
import type { SupportAndAbout } from '@/payload-types'

/** How to apply, with the closing date read as open or closed on the day the page is rendered. */
export function HowToApply({ grants, ownHosts }: { grants: SupportAndAbout['grants']; ownHosts: string[] }) {
  const closes = formatPickedDay(grants?.applicationsClose)
  const open = applicationsOpen(grants?.applicationsClose)
  return (
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
  )
}

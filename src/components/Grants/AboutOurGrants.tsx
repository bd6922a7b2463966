import { APPLY_ID } from '@/components/Grants/applyId'
import { ScrollLink } from '@/components/HashScroll/ScrollLink.client'
import { RichText } from '@/components/RichText'
import type { SupportAndAbout } from '@/payload-types'

/** The grants intro, the headline figures, and a button down to "How to apply". */
export function AboutOurGrants({ grants, ownHosts }: { grants: SupportAndAbout['grants']; ownHosts: string[] }) {
  return (
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
  )
}

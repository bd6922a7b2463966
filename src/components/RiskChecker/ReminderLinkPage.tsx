import type { ReactNode } from 'react'
import { PageHero } from '@/components/PageHero'
import { RISK_CHECKER_PATH } from '@/content/paths'

/** The frame of the pages a reminder's e-mailed links open (confirm, stop): the outcome, then the way back. */
export function ReminderLinkPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHero heading="Your reminder" />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {children}
        <p className="mt-10">
          <a href={RISK_CHECKER_PATH}>Go to the risk checker</a>
        </p>
      </div>
    </>
  )
}

import type { Metadata } from 'next'
import { ReminderLinkPage } from '@/components/RiskChecker/ReminderLinkPage'
import { RISK_REMINDER_PATH } from '@/content/paths'
import { formatPickedDay } from '@/format/dates'
import { findConfirmable } from '@/riskChecker/reminders'
import { getPayloadClient } from '@/utilities/getPayloadClient'

type SearchParams = Promise<Record<string, string | string[] | undefined>>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export const metadata: Metadata = {
  title: 'Confirm your reminder',
  robots: { index: false, follow: false },
  // The address holds the link's secret: no other site is told it.
  referrer: 'no-referrer',
}

const isDay = (value: string | undefined): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value))

/**
 * The link in the confirmation e-mail. Opening it shows the date and a button; only pressing the
 * button confirms (a mail scanner following links must not confirm for the person). A used,
 * expired or incomplete link says so and how to ask again.
 */
export default async function ConfirmReminderPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const confirmed = first(params.confirmed)
  const token = first(params.token)
  const pending = !isDay(confirmed) && first(params.problem) !== 'link' && token ? await findConfirmable(await getPayloadClient(), token) : null
  let body
  if (isDay(confirmed)) {
    body = (
      <section role="status" data-testid="reminder-confirmed">
        <h2 className="text-2xl">Your reminder is confirmed</h2>
        <p className="mt-2">
          We will e-mail you once, on <time dateTime={confirmed}>{formatPickedDay(confirmed)}</time>, and then delete your address. You can stop it at any time with the link
          in our e-mails.
        </p>
      </section>
    )
  } else if (pending) {
    body = (
      <section data-testid="reminder-confirm">
        <h2 className="text-2xl">Confirm your reminder</h2>
        <p className="mt-2">
          We will e-mail you once, on <time dateTime={pending.sendOn}>{formatPickedDay(pending.sendOn)}</time>.
        </p>
        <p className="mt-2">{pending.consentWording}</p>
        <form method="post" action="/api/risk-checker/reminder/confirm" className="mt-4">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="min-h-11 rounded bg-navy px-6 py-2 font-bold text-white hover:bg-navy-dark focus-visible:ring-4 focus-visible:ring-focus">
            Confirm my reminder
          </button>
        </form>
      </section>
    )
  } else {
    body = (
      <section role="alert" data-testid="reminder-link-problem">
        <h2 className="text-2xl">This link does not work</h2>
        <p className="mt-2">
          It has been used already, is more than 7 days old, or is incomplete. If your reminder is not confirmed, you can <a href={RISK_REMINDER_PATH}>ask for it again</a>.
        </p>
      </section>
    )
  }
  return <ReminderLinkPage>{body}</ReminderLinkPage>
}

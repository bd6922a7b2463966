import type { Metadata } from 'next'
import { ReminderLinkPage } from '@/components/RiskChecker/ReminderLinkPage'
import { findStoppable } from '@/riskChecker/reminders'
import { getPayloadClient } from '@/utilities/getPayloadClient'

type SearchParams = Promise<Record<string, string | string[] | undefined>>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export const metadata: Metadata = {
  title: 'Stop your reminder',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/**
 * The stop link in every reminder e-mail. Opening it asks "stop it?" with one button (posting to
 * /api/risk-checker/reminder/unsubscribe); a link already used, or a reminder already sent,
 * says there is nothing left to stop. Works without JavaScript.
 */
export default async function StopReminderPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const token = first(params.token)
  const stopped = first(params.stopped) === '1'
  const reminder = !stopped && token ? await findStoppable(await getPayloadClient(), token) : null
  let body
  if (stopped) {
    body = (
      <section role="status" data-testid="reminder-stopped">
        <h2 className="text-2xl">Your reminder is stopped</h2>
        <p className="mt-2">We will not e-mail you, and we have deleted your address.</p>
      </section>
    )
  } else if (reminder) {
    body = (
      <section data-testid="reminder-stop">
        <h2 className="text-2xl">Stop your reminder?</h2>
        <p className="mt-2">We will not send it, and we will delete your e-mail address.</p>
        <form method="post" action="/api/risk-checker/reminder/unsubscribe" className="mt-4">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="min-h-11 rounded bg-navy px-6 py-2 font-bold text-white hover:bg-navy-dark focus-visible:ring-4 focus-visible:ring-focus">
            Stop my reminder
          </button>
        </form>
      </section>
    )
  } else {
    body = (
      <section role="status" data-testid="reminder-nothing-to-stop">
        <h2 className="text-2xl">There is nothing to stop</h2>
        <p className="mt-2">
          This reminder has been stopped or sent already, so we no longer keep your address. If the link looks cut short, copy the whole of it from the e-mail.
        </p>
      </section>
    )
  }
  return <ReminderLinkPage>{body}</ReminderLinkPage>
}

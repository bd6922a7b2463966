import type { Metadata } from 'next'
import { PageHero } from '@/components/PageHero'
import { REMINDER_PROBLEMS, ReminderForm } from '@/components/RiskChecker/ReminderForm'
import { getSiteSettings } from '@/content/globals'
import { RISK_CHECKER_PATH } from '@/content/paths'
import { smtpConfigured } from '@/forms/email'
import { REMINDER_CHOICES, type ReminderChoice } from '@/riskChecker/reminderDates'
import { reminderConsentWording, type ReminderProblem } from '@/riskChecker/reminderRequest'

type SearchParams = Promise<Record<string, string | string[] | undefined>>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export const metadata: Metadata = {
  title: 'Get a reminder by e-mail',
  description: 'One e-mail, when you turn 45 or in 12 months, to think about talking to your doctor about prostate cancer checking.',
  robots: { index: false },
}

const OUTCOMES: Record<string, { heading: string; text: string; ok: boolean }> = {
  sent: {
    heading: 'Check your e-mail',
    text: 'We sent you an e-mail with a link to confirm your reminder. Open it within 7 days; nothing is sent until you do. If it is not in your inbox, look in your junk folder.',
    ok: true,
  },
  unavailable: { heading: 'Reminders are not available just now', text: 'We cannot send e-mail at the moment. Please try again another day.', ok: false },
  later: { heading: 'Please try again later', text: 'Many reminders have been asked for from your connection in a short time. Try again in an hour.', ok: false },
  failed: { heading: 'We could not send the e-mail', text: 'Our mail server did not take the message, so nothing was kept. Please try again later.', ok: false },
}

/**
 * Asking for a reminder, linked from the checker's result. The form posts to
 * /api/risk-checker/reminder, which comes back here with the outcome or what to fix. "When I
 * turn 45" is offered only when the result's age was under 45 (?when=at45).
 */
export default async function ReminderPage({ searchParams }: { searchParams: SearchParams }) {
  const [settings, params] = await Promise.all([getSiteSettings(), searchParams])
  const outcome = OUTCOMES[first(params.outcome) ?? '']
  const problem = first(params.problem) as ReminderProblem | undefined
  const when = first(params.when)
  const choice: ReminderChoice = REMINDER_CHOICES.includes(when as ReminderChoice) ? (when as ReminderChoice) : 'in12months'
  const offerAt45 = when === 'at45' || first(params.offer) === 'at45'
  const available = smtpConfigured()
  return (
    <>
      <PageHero heading="Get a reminder by e-mail" intro="One e-mail on the day you choose, to think about talking to your doctor about prostate cancer checking." />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {outcome ? (
          <section role={outcome.ok ? 'status' : 'alert'} data-testid="reminder-outcome" data-outcome={first(params.outcome)}>
            <h2 className="text-2xl">{outcome.heading}</h2>
            <p className="mt-2">{outcome.text}</p>
          </section>
        ) : !available ? (
          <section data-testid="reminder-outcome" data-outcome="unavailable">
            <h2 className="text-2xl">{OUTCOMES.unavailable!.heading}</h2>
            <p className="mt-2">{OUTCOMES.unavailable!.text}</p>
          </section>
        ) : (
          <ReminderForm
            offerAt45={offerAt45}
            choice={choice}
            problem={problem && problem in REMINDER_PROBLEMS ? problem : undefined}
            consentWording={reminderConsentWording(settings.name)}
          />
        )}
        <p className="mt-10">
          <a href={RISK_CHECKER_PATH}>Back to the risk checker</a>
        </p>
      </div>
    </>
  )
}

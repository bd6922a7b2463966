import type { Metadata } from 'next'
import { PageHero } from '@/components/PageHero'
import { RiskCheckerForm } from '@/components/RiskChecker/RiskCheckerForm.client'
import { RiskResult } from '@/components/RiskChecker/RiskResult'
import { getRiskChecker } from '@/content/globals'
import { RISK_CHECKER_PATH } from '@/content/paths'
import { formatPickedDay } from '@/format/dates'
import { smtpConfigured } from '@/forms/email'
import { countCompletion } from '@/riskChecker/counts'
import { buildPlan } from '@/riskChecker/plan'
import { answersQuery, readAnswers } from '@/riskChecker/schema'
import { getPayloadClient } from '@/utilities/getPayloadClient'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export const metadata: Metadata = {
  title: 'Check your risk of prostate cancer',
  description: 'Five questions, then what to do next and a plan to take to your doctor. Your answers are not kept.',
  alternates: { canonical: RISK_CHECKER_PATH },
  // The result's address holds the answers: no other site is told it.
  referrer: 'no-referrer',
}

/**
 * The risk checker. Without JavaScript the form comes back here by GET and this page answers
 * with the result; with JavaScript the form shows the result itself (RiskCheckerForm).
 * Either way the answers are only read, never stored; the result is counted for the day.
 */
export default async function CheckYourRiskPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ texts, lastReviewed }, params] = await Promise.all([getRiskChecker(), searchParams])
  const read = readAnswers(params)
  let body
  if (read.state === 'complete') {
    const plan = buildPlan(read.answers, texts)
    await countCompletion(await getPayloadClient(), plan.decision.category)
    body = <RiskResult plan={plan} query={answersQuery(read.answers)} reminders={smtpConfigured()} />
  } else {
    body = (
      <>
        {read.state === 'incomplete' && (
          <div role="alert" className="mb-6 rounded border-2 border-red-700 p-4 font-semibold text-red-800">
            Some questions need an answer. They are marked below.
          </div>
        )}
        <RiskCheckerForm texts={texts} reminders={smtpConfigured()} given={read.state === 'incomplete' ? read.given : undefined} errors={read.state === 'incomplete' ? read.errors : undefined} />
      </>
    )
  }
  const reviewed = formatPickedDay(lastReviewed)
  return (
    <>
      <PageHero heading="Check your risk of prostate cancer" intro={texts.intro} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        {body}
        <p className="mt-10 text-base" data-testid="risk-privacy">
          {texts.privacyNote}
        </p>
        {reviewed && lastReviewed && (
          <p className="mt-2 text-base">
            Last reviewed <time dateTime={lastReviewed.slice(0, 10)}>{reviewed}</time>
          </p>
        )}
      </div>
    </>
  )
}

import type { Metadata } from 'next'
import { PlanAnswers, PlanSources, ReadMoreLinks } from '@/components/RiskChecker/RiskResult'
import { getRiskChecker } from '@/content/globals'
import { RISK_CHECKER_PATH, RISK_PLAN_PDF_PATH } from '@/content/paths'
import { buildPlan } from '@/riskChecker/plan'
import { planEmailAvailable } from '@/riskChecker/planEmail'
import { QUESTION_IDS } from '@/riskChecker/questions'
import { answersQuery, readAnswers } from '@/riskChecker/schema'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const OUTCOMES: Record<string, { text: string; ok: boolean }> = {
  yes: { text: 'We sent your plan. Check your inbox, and your junk folder if it is not there.', ok: true },
  invalid: { text: 'Enter an e-mail address like name@example.org.', ok: false },
  unavailable: { text: 'We cannot send e-mail just now. Print the plan or download the PDF instead.', ok: false },
  later: { text: 'You have asked for several e-mails in a short time. Try again in an hour, or download the PDF.', ok: false },
  failed: { text: 'We could not send your plan just now. Try again later, or download the PDF.', ok: false },
}

/** What became of the last "Send my plan", read from the address the e-mail endpoint sent back to. */
function EmailOutcome({ sent }: { sent: string | undefined }) {
  const outcome = sent ? OUTCOMES[sent] : undefined
  if (!outcome) return null
  return (
    <p role={outcome.ok ? 'status' : 'alert'} data-testid="plan-email-outcome" className={`mt-2 font-semibold ${outcome.ok ? 'text-navy' : 'text-red-800'}`}>
      {outcome.text}
    </p>
  )
}

/** "[1, 2]" after a statement: plain text, as a printed page cannot follow a link to its source. */
function Marks({ numbers }: { numbers: number[] }) {
  return numbers.length ? <> [{numbers.join(', ')}]</> : null
}

export const metadata: Metadata = {
  title: 'Your plan for talking to your doctor',
  robots: { index: false },
  referrer: 'no-referrer',
}

/**
 * The conversation plan as a page to print (the site's print stylesheet drops the header, menu
 * and footer and writes each link's address out). The answers come in the address; without
 * them the page points back to the checker.
 */
export default async function ConversationPlanPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ texts }, params] = await Promise.all([getRiskChecker(), searchParams])
  const read = readAnswers(params)
  if (read.state !== 'complete') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl">Your plan for talking to your doctor</h1>
        <p className="mt-4">
          This page shows the plan made from your answers. <a href={RISK_CHECKER_PATH}>Answer the five questions</a> first.
        </p>
      </div>
    )
  }
  const plan = buildPlan(read.answers, texts)
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-10" data-testid="risk-plan">
      <h1 className="text-3xl">{plan.title}</h1>
      <p data-print="hide">
        Print this page with your browser’s Print command, or <a href={`${RISK_PLAN_PDF_PATH}?${answersQuery(read.answers)}`}>download it as a PDF</a>.
      </p>
      <section aria-labelledby="plan-answers">
        <h2 id="plan-answers" className="text-xl">My answers</h2>
        <PlanAnswers answers={plan.answers} />
      </section>
      <section aria-labelledby="plan-result">
        <h2 id="plan-result" className="text-xl">{plan.result.heading}</h2>
        <p className="mt-2">
          {plan.result.text}
          <Marks numbers={plan.result.sources} />
        </p>
        <h3 className="mt-4 text-lg">What to do next</h3>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {plan.steps.map((s) => (
            <li key={s.text}>
              {s.text}
              <Marks numbers={s.sources} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="plan-questions">
        <h2 id="plan-questions" className="text-xl">Questions to ask my doctor</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {plan.doctorQuestions.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ol>
      </section>
      {plan.tests.map((t, i) => (
        <section key={t.heading} aria-labelledby={`plan-test-${i}`}>
          <h2 id={`plan-test-${i}`} className="text-xl">{t.heading}</h2>
          <p className="mt-2">
            {t.text}
            <Marks numbers={t.sources} />
          </p>
        </section>
      ))}
      <section aria-labelledby="plan-read-more">
        <h2 id="plan-read-more" className="text-xl">Read more</h2>
        <ReadMoreLinks links={plan.readMore} />
      </section>
      {planEmailAvailable() && (
        <section aria-labelledby="plan-email" data-print="hide" className="rounded border-2 border-navy/20 p-5">
          <h2 id="plan-email" className="text-xl">E-mail it to me</h2>
          <EmailOutcome sent={first(params.sent)} />
          <form method="post" action="/api/risk-checker/email" className="mt-3">
            {QUESTION_IDS.map((id) => (
              <input key={id} type="hidden" name={id} value={read.answers[id]} />
            ))}
            <label htmlFor="plan-email-address" className="block font-semibold">
              Your e-mail address
            </label>
            <p id="plan-email-hint" className="text-muted">
              We send the plan once, with the PDF attached. We do not keep your address or your answers.
            </p>
            <div className="mt-2 flex flex-wrap gap-3">
              <input
                id="plan-email-address"
                type="email"
                name="email"
                autoComplete="email"
                required
                aria-describedby="plan-email-hint"
                className="min-h-11 w-full max-w-sm rounded border border-muted px-3 py-2"
              />
              <button type="submit" className="min-h-11 rounded bg-navy px-6 py-2 font-bold text-white hover:bg-navy-dark">
                Send my plan
              </button>
            </div>
          </form>
        </section>
      )}
      <PlanSources plan={plan} />
    </article>
  )
}

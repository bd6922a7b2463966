import type { Metadata } from 'next'
import { PlanSources } from '@/components/RiskChecker/RiskResult'
import { getRiskChecker } from '@/content/globals'
import { RISK_CHECKER_PATH, RISK_PLAN_PDF_PATH } from '@/content/paths'
import { buildPlan } from '@/riskChecker/plan'
import { answersQuery, readAnswers } from '@/riskChecker/schema'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

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
  const Marks = ({ numbers }: { numbers: number[] }) => (numbers.length ? <> [{numbers.join(', ')}]</> : null)
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-10" data-testid="risk-plan">
      <h1 className="text-3xl">{plan.title}</h1>
      <p data-print="hide">
        Print this page with your browser’s Print command, or <a href={`${RISK_PLAN_PDF_PATH}?${answersQuery(read.answers)}`}>download it as a PDF</a>.
      </p>
      <section aria-labelledby="plan-answers">
        <h2 id="plan-answers" className="text-xl">My answers</h2>
        <dl className="mt-2 space-y-1">
          {plan.answers.map((a) => (
            <div key={a.question}>
              <dt className="font-semibold">{a.question}</dt>
              <dd>{a.answer}</dd>
            </div>
          ))}
        </dl>
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
        <ul className="mt-2 list-disc pl-6">
          {plan.readMore.map((link) => (
            <li key={link.path}>
              <a href={link.path}>{link.label}</a>
            </li>
          ))}
        </ul>
      </section>
      <PlanSources plan={plan} />
    </article>
  )
}

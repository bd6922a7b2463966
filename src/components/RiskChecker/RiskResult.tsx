import { RISK_CHECKER_PATH, RISK_PLAN_PATH, RISK_PLAN_PDF_PATH, RISK_REMINDER_PATH } from '@/content/paths'
import type { ConversationPlan } from '@/riskChecker/plan'

export const RESULT_HEADING_ID = 'risk-result-heading'
const sourceId = (n: number) => `risk-source-${n}`

/** "[1]" marks linked to the numbered sources below, as the information pages cite. */
function Marks({ numbers }: { numbers: number[] }) {
  return numbers.map((n) => (
    <sup key={n}>
      {' '}
      <a href={`#${sourceId(n)}`} aria-label={`Source ${n}`}>
        [{n}]
      </a>
    </sup>
  ))
}

/** The answers given, question by question (on the result and on the printable plan). */
export function PlanAnswers({ answers }: { answers: ConversationPlan['answers'] }) {
  return (
    <dl className="mt-2 space-y-2" data-testid="risk-answers">
      {answers.map((a) => (
        <div key={a.question}>
          <dt className="font-semibold">{a.question}</dt>
          <dd>{a.answer}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Links to the information pages (on the result and on the printable plan). */
export function ReadMoreLinks({ links }: { links: ConversationPlan['readMore'] }) {
  return (
    <ul className="mt-2 list-disc pl-6">
      {links.map((link) => (
        <li key={link.path}>
          <a href={link.path}>{link.label}</a>
        </li>
      ))}
    </ul>
  )
}

/**
 * The result: the category, what to do next, the answers given, links to the printable plan
 * and its PDF, and the sources. No hooks: rendered by the server without JavaScript and by the
 * checker in the browser.
 */
export function RiskResult({ plan, query, reminders = false }: { plan: ConversationPlan; query: string; reminders?: boolean }) {
  return (
    <section aria-labelledby={RESULT_HEADING_ID} data-testid="risk-result" data-category={plan.decision.category} className="space-y-6">
      <div className="rounded border-l-8 border-sky bg-sky/10 p-5">
        <h2 id={RESULT_HEADING_ID} tabIndex={-1} className="text-2xl outline-none focus-visible:ring-4 focus-visible:ring-focus">
          {plan.result.heading}
        </h2>
        <p className="mt-2 text-lg">
          {plan.result.text}
          <Marks numbers={plan.result.sources} />
        </p>
      </div>
      <div>
        <h3 className="text-xl">What to do next</h3>
        <ul className="mt-2 list-disc space-y-2 pl-6" data-testid="risk-steps">
          {plan.steps.map((step) => (
            <li key={step.text}>
              {step.text}
              <Marks numbers={step.sources} />
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-xl">Take a plan to your doctor</h3>
        <p className="mt-2">Your answers, questions to ask, and what the PSA test and the DRE are.</p>
        <ul className="mt-2 flex flex-wrap gap-4" data-print="hide">
          <li>
            <a href={`${RISK_PLAN_PATH}?${query}`} className="font-bold">
              Print your plan
            </a>
          </li>
          <li>
            <a href={`${RISK_PLAN_PDF_PATH}?${query}`} className="font-bold">
              Download your plan (PDF)
            </a>
          </li>
          <li>
            <a href={RISK_CHECKER_PATH}>Start again</a>
          </li>
        </ul>
      </div>
      {reminders && <ReminderOffer under45={UNDER_45.includes(new URLSearchParams(query).get('age') ?? '')} />}
      <div>
        <h3 className="text-xl">Your answers</h3>
        <PlanAnswers answers={plan.answers} />
      </div>
      <div>
        <h3 className="text-xl">Read more</h3>
        <ReadMoreLinks links={plan.readMore} />
      </div>
      <PlanSources plan={plan} />
    </section>
  )
}

/** The age answers under 45: only they are offered "when I turn 45". */
const UNDER_45 = ['under-40', '40-44']

/** The optional reminder: links to its own page, which holds the form. */
function ReminderOffer({ under45 }: { under45: boolean }) {
  return (
    <div data-print="hide" data-testid="risk-reminder-offer">
      <h3 className="text-xl">Get a reminder</h3>
      <p className="mt-2">We can e-mail you once, on the day you choose. We keep only your e-mail address and that date, never your answers.</p>
      <ul className="mt-2 flex flex-wrap gap-4">
        {under45 && (
          <li>
            <a href={`${RISK_REMINDER_PATH}?when=at45`} className="font-bold">
              Remind me when I turn 45
            </a>
          </li>
        )}
        <li>
          <a href={`${RISK_REMINDER_PATH}?when=in12months`} className="font-bold">
            Remind me in 12 months
          </a>
        </li>
      </ul>
    </div>
  )
}

export function PlanSources({ plan }: { plan: ConversationPlan }) {
  return (
    <div className="border-t-2 border-navy/20 pt-4 text-base">
      <h3 className="text-lg">Sources</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-6">
        {plan.references.map((r, i) => (
          <li key={r.url} id={sourceId(i + 1)} className="scroll-mt-24">
            <a href={r.url}>{r.title}</a>. {[r.publisher, r.year].filter(Boolean).join(', ')}.
          </li>
        ))}
      </ol>
      <p className="mt-4 text-muted">This is general information, not medical advice. Talk with your health-care team about your own situation.</p>
    </div>
  )
}

'use client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useScriptRunning } from '@/components/useScriptRunning'
import { RISK_CHECKER_PATH } from '@/content/paths'
import { decide } from '@/riskChecker/decisionTable'
import { buildPlan } from '@/riskChecker/plan'
import { ANSWER_OPTIONS, answersQuery, isAnswerTo, QUESTION_IDS, type QuestionId } from '@/riskChecker/questions'
import type { RiskAnswers } from '@/riskChecker/schema'
import type { RiskCheckerTexts } from '@/riskChecker/texts'
import { RESULT_HEADING_ID, RiskResult } from './RiskResult'

type Props = {
  texts: RiskCheckerTexts
  given?: Partial<Record<QuestionId, string>>
  errors?: Partial<Record<QuestionId, string>>
  /** Whether the result offers an e-mail reminder (only when the site can send e-mail). */
  reminders?: boolean
}

const COUNT_URL = '/api/risk-checker/completions'
const errorIdOf = (id: QuestionId) => `risk-${id}-error`

/**
 * The checker's questions. The server sends them all as one form that works without
 * JavaScript (GET to the same page, which answers with the result). Once the script runs, it
 * shows one question at a time, moves focus to each next question and then to the result,
 * announces the progress, and shows the result without loading a page.
 */
export function RiskCheckerForm({ texts, given = {}, errors = {}, reminders = false }: Props) {
  const hasServerErrors = Object.keys(errors).length > 0
  // A page that came back with errors keeps every question in view, errors beside them.
  const stepByStep = useScriptRunning() && !hasServerErrors
  const [step, setStep] = useState(0)
  const [answers, setAnswers] = useState<Partial<Record<QuestionId, string>>>(given)
  const [stepError, setStepError] = useState<string | null>(null)
  const [finished, setFinished] = useState<RiskAnswers | null>(null)
  const moved = useRef(false)
  const fieldsets = useRef<(HTMLFieldSetElement | null)[]>([])

  useEffect(() => {
    if (!moved.current) return
    if (finished) document.getElementById(RESULT_HEADING_ID)?.focus()
    else fieldsets.current[step]?.focus()
  }, [step, finished])

  if (finished) {
    const plan = buildPlan(finished, texts)
    return <RiskResult plan={plan} query={answersQuery(finished)} reminders={reminders} />
  }

  const last = QUESTION_IDS.length - 1
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!stepByStep) return
    event.preventDefault()
    const id = QUESTION_IDS[step]!
    if (!isAnswerTo(id, answers[id])) {
      setStepError('Choose an answer. “I don’t know” and “Prefer not to say” are fine.')
      fieldsets.current[step]?.querySelector('input')?.focus()
      return
    }
    setStepError(null)
    moved.current = true
    if (step < last) {
      setStep(step + 1)
      return
    }
    // Every step was checked on the way here.
    const all = answers as RiskAnswers
    setFinished(all)
    // Only the result's category is sent, to be counted for the day.
    void fetch(COUNT_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ category: decide(all).category }) }).catch(() => {})
  }

  return (
    <form method="get" action={RISK_CHECKER_PATH} noValidate={stepByStep} onSubmit={onSubmit} data-testid="risk-form" data-step-by-step={stepByStep || undefined}>
      {stepByStep && (
        <p role="status" className="mb-4 font-semibold text-muted" data-testid="risk-progress">
          Question {step + 1} of {QUESTION_IDS.length}
        </p>
      )}
      {QUESTION_IDS.map((id, i) => {
        const error = stepByStep ? (i === step ? stepError : null) : (errors[id] ?? null)
        const hintId = `risk-${id}-hint`
        return (
          <fieldset
            key={id}
            ref={(el) => {
              fieldsets.current[i] = el
            }}
            tabIndex={-1}
            hidden={stepByStep && i !== step}
            aria-describedby={[hintId, error ? errorIdOf(id) : null].filter(Boolean).join(' ')}
            className="mb-8 rounded outline-none focus-visible:ring-4 focus-visible:ring-focus"
          >
            <legend className="text-xl font-bold text-navy">{texts.questions[id].legend}</legend>
            <p id={hintId} className="mt-1 mb-3 text-muted">
              {texts.questions[id].hint}
            </p>
            <div className="space-y-2">
              {ANSWER_OPTIONS[id].map((option) => {
                const inputId = `risk-${id}-${option.value}`
                return (
                  <div key={option.value} className="flex items-center gap-3">
                    <input
                      id={inputId}
                      type="radio"
                      name={id}
                      value={option.value}
                      required
                      checked={answers[id] === option.value}
                      onChange={() => setAnswers((a) => ({ ...a, [id]: option.value }))}
                      aria-invalid={error ? true : undefined}
                      className="h-5 w-5 shrink-0 accent-sky"
                    />
                    <label htmlFor={inputId} className="py-1">
                      {option.label}
                    </label>
                  </div>
                )
              })}
            </div>
            {error && (
              <p id={errorIdOf(id)} className="mt-2 font-semibold text-red-800">
                {error}
              </p>
            )}
          </fieldset>
        )
      })}
      <div className="flex flex-wrap gap-4">
        {stepByStep && step > 0 && (
          <button
            type="button"
            onClick={() => {
              moved.current = true
              setStepError(null)
              setStep(step - 1)
            }}
            className="min-h-11 rounded border-2 border-navy px-6 py-2 font-bold text-navy"
          >
            Back
          </button>
        )}
        <button type="submit" className="min-h-11 rounded bg-navy px-6 py-2 font-bold text-white hover:bg-navy-dark">
          {stepByStep && step < last ? 'Next question' : 'See my result'}
        </button>
      </div>
    </form>
  )
}

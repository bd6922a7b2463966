/**
 * The conversation plan a person takes to the appointment: their answers, the result and next
 * steps, questions for the doctor, what the PSA test and the DRE are and what the test costs,
 * and where to read more. One content for the printable page and the PDF. Built from the
 * answers in the request; nothing of it is stored.
 */
import type { Reference } from '@/seed/infoPages/references'
import { decide, sourcesOfAction, sourcesOfCategory, type Decision } from './decisionTable'
import { PLAN_LINKS } from './links'
import { answerLabel, QUESTION_IDS } from './questions'
import type { RiskAnswers } from './schema'
import { PLAN_SOURCES, type RiskCheckerTexts } from './texts'

export type PlanStatement = { text: string; sources: number[] }

export type ConversationPlan = {
  title: string
  decision: Decision
  answers: { question: string; answer: string }[]
  result: { heading: string; text: string; sources: number[] }
  steps: PlanStatement[]
  doctorQuestions: string[]
  tests: { heading: string; text: string; sources: number[] }[]
  readMore: { label: string; path: string }[]
  /** Numbered in the order first cited; a statement's `sources` are these numbers. */
  references: Reference[]
}

export const PLAN_TITLE = 'My plan for talking to my doctor about prostate cancer'


export function buildPlan(answers: RiskAnswers, texts: RiskCheckerTexts, decision: Decision = decide(answers)): ConversationPlan {
  const references: Reference[] = []
  const cite = (sources: readonly Reference[]) =>
    sources.map((source) => {
      let n = references.findIndex((r) => r.url === source.url)
      if (n < 0) n = references.push(source) - 1
      return n + 1
    })
  const result = decision.category
  return {
    title: PLAN_TITLE,
    decision,
    answers: QUESTION_IDS.map((id) => ({ question: texts.questions[id].legend, answer: answerLabel(id, answers[id]) })),
    result: { ...texts.results[result], sources: cite(sourcesOfCategory(result)) },
    steps: decision.actions.map((action) => ({ text: texts.actions[action], sources: cite(sourcesOfAction(action)) })),
    doctorQuestions: texts.doctorQuestions,
    tests: [
      { heading: 'The PSA test', text: texts.psaTest, sources: cite(PLAN_SOURCES.psaTest) },
      { heading: 'The DRE', text: texts.dre, sources: cite(PLAN_SOURCES.dre) },
      { heading: 'What the PSA test costs', text: texts.psaCost, sources: cite(PLAN_SOURCES.psaCost) },
    ],
    readMore: [...PLAN_LINKS],
    references,
  }
}

/** "[1, 2]" marks as plain text, for the PDF. */
export const marks = (numbers: number[]) => (numbers.length ? ` [${numbers.join(', ')}]` : '')

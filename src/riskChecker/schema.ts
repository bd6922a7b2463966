import { z } from '@/utilities/zod'
import { ANSWER_OPTIONS, QUESTION_IDS, type QuestionId } from './questions'

const oneOf = (question: QuestionId) => {
  const values = ANSWER_OPTIONS[question].map((option) => option.value) as [string, ...string[]]
  return z.enum(values, { error: 'Choose one of the answers, or “I don’t know” or “Prefer not to say”.' })
}

/**
 * The answers, checked on the server (the page, the plan, the PDF, the e-mail). The browser
 * checks each step with isAnswerTo (./questions), built from the same answer lists: zod itself
 * would be most of the checker page's JavaScript (35 KB gzipped even in its small build, against
 * an information page's 15 KB budget). A unit test keeps the two in agreement.
 */
export const riskAnswersSchema = z.object({
  age: oneOf('age'),
  blackAncestry: oneOf('blackAncestry'),
  familyProstate: oneOf('familyProstate'),
  familyBreastOvarian: oneOf('familyBreastOvarian'),
  urinarySymptoms: oneOf('urinarySymptoms'),
})

export type RiskAnswers = z.infer<typeof riskAnswersSchema>

/** One question's answer checked alone: the browser checks each step before moving on. */
export const answerSchemaFor = (question: QuestionId) => riskAnswersSchema.shape[question]

type Params = Record<string, string | string[] | undefined> | URLSearchParams

const first = (params: Params, key: string) => {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key]
  return (Array.isArray(value) ? value[0] : value) ?? undefined
}

export type ReadAnswers =
  | { state: 'none' }
  | { state: 'complete'; answers: RiskAnswers }
  | { state: 'incomplete'; given: Partial<Record<QuestionId, string>>; errors: Partial<Record<QuestionId, string>> }

/** The answers from an address or a form: none given (show the questions), all valid, or what is missing. */
export function readAnswers(params: Params): ReadAnswers {
  const given: Partial<Record<QuestionId, string>> = {}
  for (const id of QUESTION_IDS) {
    const value = first(params, id)
    if (value !== undefined && value !== '') given[id] = value
  }
  if (Object.keys(given).length === 0) return { state: 'none' }
  const parsed = riskAnswersSchema.safeParse(given)
  if (parsed.success) return { state: 'complete', answers: parsed.data }
  const errors: Partial<Record<QuestionId, string>> = {}
  for (const issue of parsed.error.issues) {
    const id = issue.path[0] as QuestionId
    errors[id] ??= given[id] === undefined ? 'Choose an answer. “I don’t know” and “Prefer not to say” are fine.' : issue.message
  }
  return { state: 'incomplete', given, errors }
}

export { answersQuery } from './questions'

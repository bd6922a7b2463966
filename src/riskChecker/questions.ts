/**
 * The risk checker's five questions and their answers. Every question can be
 * answered "I don't know" or "Prefer not to say". The ids travel in the address of the result
 * (?age=50-59&…) and in the form post of the e-mail; they are never stored. The wording of
 * each question is edited in the admin (src/globals/RiskChecker); the answer labels are here.
 */
export const DONT_KNOW = 'dont-know'
export const PREFER_NOT = 'prefer-not'

export const AGE_BANDS = ['under-40', '40-44', '45-49', '50-59', '60-69', '70-plus'] as const
export type AgeBand = (typeof AGE_BANDS)[number]

/** The bands at which we say: talk to your doctor about checking now. */
export const AGE_45_OR_OVER: readonly AgeBand[] = ['45-49', '50-59', '60-69', '70-plus']

export const QUESTION_IDS = ['age', 'blackAncestry', 'familyProstate', 'familyBreastOvarian', 'urinarySymptoms'] as const
export type QuestionId = (typeof QUESTION_IDS)[number]

export type AnswerOption = { value: string; label: string }

const notSure: AnswerOption[] = [
  { value: DONT_KNOW, label: 'I don’t know' },
  { value: PREFER_NOT, label: 'Prefer not to say' },
]
const yesNo: AnswerOption[] = [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }, ...notSure]

export const ANSWER_OPTIONS: Record<QuestionId, AnswerOption[]> = {
  age: [
    { value: 'under-40', label: 'Under 40' },
    { value: '40-44', label: '40 to 44' },
    { value: '45-49', label: '45 to 49' },
    { value: '50-59', label: '50 to 59' },
    { value: '60-69', label: '60 to 69' },
    { value: '70-plus', label: '70 or older' },
    ...notSure,
  ],
  blackAncestry: yesNo,
  familyProstate: yesNo,
  familyBreastOvarian: yesNo,
  urinarySymptoms: yesNo,
}

/** The label of an answer, for the result, the printed plan and the PDF. */
export function answerLabel(question: QuestionId, value: string): string {
  return ANSWER_OPTIONS[question].find((option) => option.value === value)?.label ?? value
}

/** Whether `value` is one of the question's answers (the browser's check; the server uses ./schema). */
export function isAnswerTo(question: QuestionId, value: string | undefined): boolean {
  return ANSWER_OPTIONS[question].some((option) => option.value === value)
}

/** The answers as an address's query string, for the printable plan and the PDF. */
export function answersQuery(answers: Record<QuestionId, string>): string {
  return new URLSearchParams(QUESTION_IDS.map((id) => [id, answers[id]])).toString()
}

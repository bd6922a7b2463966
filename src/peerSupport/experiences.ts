/**
 * What a peer volunteer lived through, in the words of the peer-support form's topics and
 * sub-topics. A request asks for an experience when the person ticks one of its topics (a broad
 * match) or sub-topics (a close one). Topics are editable in Form settings; these lists name the
 * demo's topic ids and sub-topic labels, so a renamed topic needs its name added here.
 */
export type Experience = {
  value: string
  label: string
  /** How a reason reads: "had surgery". */
  reason: string
  topics: readonly string[]
  subTopics: readonly string[]
}

export const EXPERIENCES: readonly Experience[] = [
  { value: 'diagnosis', label: 'A new diagnosis', reason: 'remembers a new diagnosis', topics: ['diagnosis'], subTopics: ['Understanding test results', 'Questions to ask my doctor'] },
  { value: 'active-surveillance', label: 'Active surveillance', reason: 'was on active surveillance', topics: [], subTopics: ['Active surveillance'] },
  { value: 'surgery', label: 'Surgery', reason: 'had surgery', topics: ['treatment'], subTopics: ['Surgery'] },
  { value: 'radiation', label: 'Radiation', reason: 'had radiation', topics: ['treatment'], subTopics: ['Radiation'] },
  { value: 'hormone-therapy', label: 'Hormone therapy', reason: 'had hormone therapy', topics: ['treatment'], subTopics: ['Hormone therapy'] },
  { value: 'side-effects', label: 'Side effects', reason: 'lived with side effects', topics: ['side-effects'], subTopics: ['Bladder control', 'Sexual health', 'Tiredness'] },
  { value: 'advanced', label: 'Advanced disease', reason: 'lives with advanced cancer', topics: ['recurrence'], subTopics: ['Advanced prostate cancer', 'Clinical trials'] },
  { value: 'caregiver', label: 'Partner or caregiver', reason: 'is a partner or caregiver', topics: ['family'], subTopics: ['Caring for someone', 'Looking after yourself', 'Talking with family and friends'] },
]

export const experienceOptions = EXPERIENCES.map(({ value, label }) => ({ value, label }))

/** Languages a call can be held in; the form's language question offers the same list. */
export const LANGUAGES = ['English', 'French', 'Punjabi', 'Cantonese', 'Mandarin', 'Hindi', 'Tagalog', 'Spanish', 'Farsi', 'Korean'] as const

/** Age bands at diagnosis, for volunteers; a request's age is put in the same band. */
export const AGE_BANDS = [
  { value: 'under-55', label: 'Under 55', from: 0, to: 54 },
  { value: '55-64', label: '55 to 64', from: 55, to: 64 },
  { value: '65-74', label: '65 to 74', from: 65, to: 74 },
  { value: '75-plus', label: '75 or older', from: 75, to: 200 },
] as const

export type AgeBand = (typeof AGE_BANDS)[number]['value']

/** The band of an age typed on the form ("62", "about 60", "62 years"); undefined when no number is there. */
export function ageBandOf(age: string | undefined | null): AgeBand | undefined {
  const n = Number(/\d{1,3}/.exec(age ?? '')?.[0])
  if (!Number.isFinite(n) || n <= 0) return undefined
  return AGE_BANDS.find((b) => n >= b.from && n <= b.to)?.value
}

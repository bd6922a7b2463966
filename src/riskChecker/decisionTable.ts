/**
 * The risk checker's decision table. It says which category and which next steps follow from
 * the answers, and on what each step rests: every row cites a publication the information
 * pages already cite (src/seed/infoPages/references.ts). It never computes a personal
 * percentage. Changing a row is a medical decision: it takes a code change and a medical
 * review (see the README), unlike the wording, which editors change in the admin.
 */
import { REFERENCES, type Reference } from '@/seed/infoPages/references'
import { AGE_45_OR_OVER, DONT_KNOW, PREFER_NOT, type AgeBand } from './questions'
import type { RiskAnswers } from './schema'

/** Higher than usual; the usual risk for your age; or the answers cannot tell. */
export const CATEGORIES = ['higher', 'usual', 'unclear'] as const
export type Category = (typeof CATEGORIES)[number]

export const ACTION_IDS = [
  'seeDoctorAboutSymptoms',
  'checkSymptomList',
  'talkAboutPsaNow',
  'askWhenToStart',
  'startAt45',
  'talkNowOrAt45',
  'tellDoctorAboutRisk',
  'findOutFamilyHistory',
] as const
export type ActionId = (typeof ACTION_IDS)[number]

export type Decision = { category: Category; actions: ActionId[]; sources: Reference[] }

/** The answers that raise the risk: Black or African or Caribbean ancestry, and the family history questions. */
const RISK_FACTOR_QUESTIONS = ['blackAncestry', 'familyProstate', 'familyBreastOvarian'] as const

const unknown = (value: string) => value === DONT_KNOW || value === PREFER_NOT

export type CategoryRow = { category: Category; when: string; test: (a: RiskAnswers) => boolean; sources: Reference[] }

/** The first row that holds gives the category. */
export const CATEGORY_ROWS: CategoryRow[] = [
  {
    category: 'higher',
    when: 'Any risk factor answered yes: Black or African or Caribbean ancestry; a father, brother or son with prostate cancer; a mother or sister with breast or ovarian cancer, or a BRCA change in the family',
    test: (a) => RISK_FACTOR_QUESTIONS.some((q) => a[q] === 'yes'),
    sources: [REFERENCES.ccsRisks],
  },
  {
    category: 'usual',
    when: 'All three risk factors answered no',
    test: (a) => RISK_FACTOR_QUESTIONS.every((q) => a[q] === 'no'),
    sources: [REFERENCES.ccsRisks],
  },
  {
    category: 'unclear',
    when: 'No risk factor answered yes, and at least one answered “I don’t know” or “Prefer not to say”',
    test: (a) => RISK_FACTOR_QUESTIONS.some((q) => unknown(a[q])),
    sources: [REFERENCES.ccsRisks],
  },
]

export type ActionRow = { action: ActionId; when: string; test: (a: RiskAnswers, category: Category) => boolean; sources: Reference[] }

const isOver45 = (age: string) => AGE_45_OR_OVER.includes(age as AgeBand)
const isUnder45 = (age: string) => age === 'under-40' || age === '40-44'

/** Every row that holds adds its step, in this order: symptoms first, whatever the risk. */
export const ACTION_ROWS: ActionRow[] = [
  {
    action: 'seeDoctorAboutSymptoms',
    when: 'Urinary symptoms: yes (whatever the risk)',
    test: (a) => a.urinarySymptoms === 'yes',
    sources: [REFERENCES.ccsSymptoms],
  },
  {
    action: 'checkSymptomList',
    when: 'Urinary symptoms: “I don’t know” or “Prefer not to say”',
    test: (a) => unknown(a.urinarySymptoms),
    sources: [REFERENCES.ccsSymptoms],
  },
  {
    action: 'talkAboutPsaNow',
    when: 'Age 45 or older (any category)',
    test: (a) => isOver45(a.age),
    sources: [REFERENCES.cuaScreening2017],
  },
  {
    action: 'askWhenToStart',
    when: 'Under 45 and higher risk',
    test: (a, category) => isUnder45(a.age) && category === 'higher',
    sources: [REFERENCES.cuaScreening2017, REFERENCES.ccsRisks],
  },
  {
    action: 'startAt45',
    when: 'Under 45 and usual or unclear risk',
    test: (a, category) => isUnder45(a.age) && category !== 'higher',
    sources: [REFERENCES.cuaScreening2017],
  },
  {
    action: 'talkNowOrAt45',
    when: 'Age: “I don’t know” or “Prefer not to say”',
    test: (a) => unknown(a.age),
    sources: [REFERENCES.cuaScreening2017],
  },
  {
    action: 'tellDoctorAboutRisk',
    when: 'Higher risk',
    test: (_a, category) => category === 'higher',
    sources: [REFERENCES.ccsRisks],
  },
  {
    action: 'findOutFamilyHistory',
    when: 'Unclear risk',
    test: (_a, category) => category === 'unclear',
    sources: [REFERENCES.ccsRisks],
  },
]

/** The category and next steps for valid answers, with the publications they rest on (each once). */
export function decide(answers: RiskAnswers): Decision {
  const categoryRow = CATEGORY_ROWS.find((row) => row.test(answers))
  // The three rows cover every answer the schema allows; reaching here is a bug in the table.
  if (!categoryRow) throw new Error('The risk checker’s decision table has no row for these answers.')
  const category = categoryRow.category
  const actionRows = ACTION_ROWS.filter((row) => row.test(answers, category))
  const sources: Reference[] = []
  for (const source of [...categoryRow.sources, ...actionRows.flatMap((row) => row.sources)]) {
    if (!sources.some((s) => s.url === source.url)) sources.push(source)
  }
  return { category, actions: actionRows.map((row) => row.action), sources }
}

/** The sources of one step, for its "[n]" marks. */
export const sourcesOfAction = (action: ActionId): Reference[] => ACTION_ROWS.find((row) => row.action === action)?.sources ?? []
export const sourcesOfCategory = (category: Category): Reference[] => CATEGORY_ROWS.find((row) => row.category === category)?.sources ?? []

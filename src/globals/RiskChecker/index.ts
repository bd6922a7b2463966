import type { Field, GlobalConfig } from 'payload'
import { editors } from '@/access/editors'
import { reviewFields } from '@/collections/Pages/fields/review'
import { RISK_CHECKER_PATH, RISK_PLAN_PATH } from '@/content/paths'
import { ACTION_IDS, CATEGORIES } from '@/riskChecker/decisionTable'
import { QUESTION_IDS } from '@/riskChecker/questions'
import { DEFAULT_TEXTS } from '@/riskChecker/texts'
import { revalidateGlobalPaths } from '../revalidateGlobalPaths'

const EMPTY_FALLS_BACK = 'Left empty, the first text is shown.'

const ACTION_LABELS: Record<(typeof ACTION_IDS)[number], string> = {
  seeDoctorAboutSymptoms: 'Has urinary symptoms',
  checkSymptomList: 'Does not know about symptoms, or prefers not to say',
  talkAboutPsaNow: '45 or older',
  askWhenToStart: 'Under 45, higher risk',
  startAt45: 'Under 45, usual or unclear risk',
  talkNowOrAt45: 'Age not given',
  tellDoctorAboutRisk: 'Higher risk',
  findOutFamilyHistory: 'Unclear risk',
}

// The checker's own list of sources lives with the decision table (src/riskChecker): each
// step cites what it rests on, so a list edited here could drift from it.
const reviewFieldsWithoutSources: Field[] = reviewFields.filter((field) => !('name' in field) || field.name !== 'sources')

/**
 * The wording of the risk checker (/about-prostate-cancer/check-your-risk) and its
 * conversation plan, with the medical review fields of the information pages. What the answers
 * lead to (the decision table) is in code and changes only with a medical review.
 */
export const RiskChecker: GlobalConfig = {
  slug: 'risk-checker',
  label: 'Risk checker',
  admin: {
    group: 'Risk checker',
    description:
      'The wording of the risk checker and of the plan people take to their doctor. Which result and which steps follow from the answers is fixed in code and changes only after a medical review.',
  },
  access: { read: editors, update: editors },
  hooks: { afterChange: [revalidateGlobalPaths([RISK_CHECKER_PATH, RISK_PLAN_PATH])] },
  fields: [
    { name: 'intro', type: 'textarea', admin: { description: `Shown above the questions. ${EMPTY_FALLS_BACK}` } },
    { name: 'privacyNote', label: 'Privacy note', type: 'textarea', admin: { description: 'Tells people their answers are not kept. Keep it true.' } },
    {
      name: 'questions',
      type: 'group',
      admin: { description: `The answer choices are fixed; each question also offers “I don’t know” and “Prefer not to say”. ${EMPTY_FALLS_BACK}` },
      fields: QUESTION_IDS.map((id) => ({
        name: id,
        label: DEFAULT_TEXTS.questions[id].legend,
        type: 'group',
        fields: [
          { name: 'legend', label: 'Question', type: 'text' },
          { name: 'hint', label: 'Help text', type: 'textarea' },
        ],
      })),
    },
    {
      name: 'results',
      type: 'group',
      admin: { description: EMPTY_FALLS_BACK },
      fields: CATEGORIES.map((id) => ({
        name: id,
        label: { higher: 'Higher risk', usual: 'Usual risk for the age', unclear: 'Cannot tell' }[id],
        type: 'group',
        fields: [
          { name: 'heading', type: 'text' },
          { name: 'text', type: 'textarea' },
        ],
      })),
    },
    {
      name: 'actions',
      label: 'Next steps',
      type: 'group',
      admin: { description: `Each step is shown when its condition holds. ${EMPTY_FALLS_BACK}` },
      fields: ACTION_IDS.map((id) => ({ name: id, label: `When: ${ACTION_LABELS[id]}`, type: 'textarea' })),
    },
    {
      name: 'doctorQuestions',
      label: 'Questions to ask the doctor',
      type: 'array',
      minRows: 3,
      maxRows: 5,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { description: 'Three to five questions printed on the plan.' },
      fields: [{ name: 'question', type: 'text', required: true }],
    },
    { name: 'psaTest', label: 'What the PSA test is', type: 'textarea' },
    { name: 'dre', label: 'What the DRE is', type: 'textarea' },
    { name: 'psaCost', label: 'What the PSA test costs', type: 'textarea', admin: { description: 'Check the prices at each review.' } },
    ...reviewFieldsWithoutSources,
  ],
}

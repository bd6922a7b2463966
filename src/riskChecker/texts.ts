/**
 * The wording of the risk checker and its conversation plan. Editors change it in the admin
 * (src/globals/RiskChecker); these are the first texts, seeded there and used for any field
 * left empty. What the answers lead to is not wording: see decisionTable.ts.
 */
import { REFERENCES, type Reference } from '@/seed/infoPages/references'
import type { ActionId, Category } from './decisionTable'
import type { QuestionId } from './questions'

export type RiskCheckerTexts = {
  intro: string
  privacyNote: string
  questions: Record<QuestionId, { legend: string; hint: string }>
  results: Record<Category, { heading: string; text: string }>
  actions: Record<ActionId, string>
  doctorQuestions: string[]
  psaTest: string
  dre: string
  psaCost: string
}

export const DEFAULT_TEXTS: RiskCheckerTexts = {
  intro:
    'Five short questions about your age, your family and your health. At the end you get what to do next and a plan to take to your doctor. It is for people with a prostate: men, trans women and non-binary people.',
  privacyNote: 'We do not keep your answers. They are not stored and not sent to anyone. We only count how many people finish the checker each day.',
  questions: {
    age: { legend: 'How old are you?', hint: 'Age is the biggest risk factor for prostate cancer.' },
    blackAncestry: {
      legend: 'Are you Black, or of African or Caribbean ancestry?',
      hint: 'Black people with a prostate are more likely to get prostate cancer.',
    },
    familyProstate: {
      legend: 'Has your father, a brother or a son had prostate cancer?',
      hint: 'Count blood relatives only.',
    },
    familyBreastOvarian: {
      legend: 'Has your mother or a sister had breast or ovarian cancer, or is there a known BRCA gene change in your family?',
      hint: 'Changes in the BRCA genes run in families and can raise the risk of prostate cancer too.',
    },
    urinarySymptoms: {
      legend: 'Do you have problems when you urinate?',
      hint: 'For example needing to go often, especially at night, a weak flow, trouble starting, or blood in your urine.',
    },
  },
  results: {
    higher: {
      heading: 'Your risk of prostate cancer is higher than usual',
      text: 'Something in your answers makes prostate cancer more likely for you than for most people your age. It does not mean you have cancer or will get it.',
    },
    usual: {
      heading: 'Your risk is the usual risk for your age',
      text: 'None of the risk factors we asked about applies to you. Your risk still grows with age, like everyone’s.',
    },
    unclear: {
      heading: 'We can’t tell whether your risk is higher than usual',
      text: 'Some answers were “I don’t know” or “Prefer not to say”, so we can’t say more. Your doctor can help you work it out.',
    },
  },
  actions: {
    seeDoctorAboutSymptoms:
      'See your doctor or nurse practitioner about your symptoms, whatever your risk. Most urinary problems are not cancer, but only tests can tell the cause.',
    checkSymptomList: 'Look at the list of signs and symptoms. If any applies to you, see your doctor, whatever your risk.',
    talkAboutPsaNow: 'Talk to your doctor about the PSA test now. We recommend starting this conversation from age 45.',
    askWhenToStart: 'Talk to your doctor soon about when to start checking. With your risk, ask whether to start before 45.',
    startAt45: 'Start the conversation about checking with your doctor at 45.',
    talkNowOrAt45: 'If you are 45 or older, talk to your doctor about the PSA test now. If you are younger, start the conversation at 45.',
    tellDoctorAboutRisk: 'Tell your doctor about your family history or your ancestry. It helps them decide when and how often to check.',
    findOutFamilyHistory: 'If you can, find out whether prostate, breast or ovarian cancer runs in your family, and tell your doctor what you know.',
  },
  doctorQuestions: [
    'Given my age, family and background, is my risk of prostate cancer higher than usual?',
    'Should I have a PSA test? When, and how often?',
    'Do I need a digital rectal exam (DRE) too?',
    'What would a high PSA result mean, and what would happen next?',
    'Is the PSA test covered for me, or will I pay for it?',
  ],
  psaTest:
    'The PSA test is a blood test. It measures prostate-specific antigen, a protein made by the prostate. A high level can be a sign of cancer, but also of an enlarged prostate or an infection.',
  dre: 'The DRE (digital rectal exam) takes less than a minute. Your doctor gently places a gloved finger in your rectum to feel the prostate for lumps or hard areas.',
  psaCost:
    'When you have no symptoms, the PSA test costs $37 in BC and $35 in Ontario, and provincial plans do not cover it. With symptoms, your doctor can order it as a covered test.',
}

/** What the plan's fixed statements rest on (the information pages cite the same). */
export const PLAN_SOURCES: { psaTest: Reference[]; dre: Reference[]; psaCost: Reference[] } = {
  psaTest: [REFERENCES.ccsDiagnosis],
  dre: [REFERENCES.ccsDiagnosis],
  psaCost: [REFERENCES.bcPsaCoverage],
}

/** Stored texts over the first texts: an empty field falls back, so the checker never shows a blank. */
export function mergeTexts(stored: DeepPartialTexts | null | undefined): RiskCheckerTexts {
  const s = stored ?? {}
  const pick = (value: string | null | undefined, fallback: string) => (value && value.trim() ? value : fallback)
  const questions = { ...DEFAULT_TEXTS.questions }
  for (const id of Object.keys(questions) as QuestionId[]) {
    questions[id] = {
      legend: pick(s.questions?.[id]?.legend, DEFAULT_TEXTS.questions[id].legend),
      hint: pick(s.questions?.[id]?.hint, DEFAULT_TEXTS.questions[id].hint),
    }
  }
  const results = { ...DEFAULT_TEXTS.results }
  for (const id of Object.keys(results) as Category[]) {
    results[id] = {
      heading: pick(s.results?.[id]?.heading, DEFAULT_TEXTS.results[id].heading),
      text: pick(s.results?.[id]?.text, DEFAULT_TEXTS.results[id].text),
    }
  }
  const actions = { ...DEFAULT_TEXTS.actions }
  for (const id of Object.keys(actions) as ActionId[]) actions[id] = pick(s.actions?.[id], DEFAULT_TEXTS.actions[id])
  const doctorQuestions = (s.doctorQuestions ?? []).map((q) => q?.question?.trim() ?? '').filter(Boolean)
  return {
    intro: pick(s.intro, DEFAULT_TEXTS.intro),
    privacyNote: pick(s.privacyNote, DEFAULT_TEXTS.privacyNote),
    questions,
    results,
    actions,
    doctorQuestions: doctorQuestions.length >= 3 ? doctorQuestions : DEFAULT_TEXTS.doctorQuestions,
    psaTest: pick(s.psaTest, DEFAULT_TEXTS.psaTest),
    dre: pick(s.dre, DEFAULT_TEXTS.dre),
    psaCost: pick(s.psaCost, DEFAULT_TEXTS.psaCost),
  }
}

type Maybe<T> = T | null | undefined
/** The global's stored shape, as far as the texts go. */
export type DeepPartialTexts = {
  intro?: Maybe<string>
  privacyNote?: Maybe<string>
  questions?: Maybe<Partial<Record<QuestionId, Maybe<{ legend?: Maybe<string>; hint?: Maybe<string> }>>>>
  results?: Maybe<Partial<Record<Category, Maybe<{ heading?: Maybe<string>; text?: Maybe<string> }>>>>
  actions?: Maybe<Partial<Record<ActionId, Maybe<string>>>>
  doctorQuestions?: Maybe<{ question?: Maybe<string> }[]>
  psaTest?: Maybe<string>
  dre?: Maybe<string>
  psaCost?: Maybe<string>
}

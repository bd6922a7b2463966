import { describe, expect, it } from 'vitest'
import { ACTION_ROWS, CATEGORY_ROWS, decide } from '../../src/riskChecker/decisionTable'
import { ANSWER_OPTIONS, isAnswerTo, QUESTION_IDS } from '../../src/riskChecker/questions'
import { answerSchemaFor, answersQuery, readAnswers, riskAnswersSchema, type RiskAnswers } from '../../src/riskChecker/schema'
import { DEFAULT_TEXTS, mergeTexts } from '../../src/riskChecker/texts'
import { REFERENCES } from '../../src/seed/infoPages/references'
import { checkReferenceUrl } from '../../src/infoPages/references'

const base: RiskAnswers = { age: '50-59', blackAncestry: 'no', familyProstate: 'no', familyBreastOvarian: 'no', urinarySymptoms: 'no' }
const with_ = (changes: Partial<RiskAnswers>): RiskAnswers => ({ ...base, ...changes })

/** Every combination of answers the schema allows (8 × 4 × 4 × 4 × 4 = 2048). */
function* everyAnswer(): Generator<RiskAnswers> {
  const values = QUESTION_IDS.map((id) => ANSWER_OPTIONS[id].map((o) => o.value))
  const walk = function* (i: number, acc: Partial<RiskAnswers>): Generator<RiskAnswers> {
    if (i === QUESTION_IDS.length) {
      yield acc as RiskAnswers
      return
    }
    for (const v of values[i]!) yield* walk(i + 1, { ...acc, [QUESTION_IDS[i]!]: v })
  }
  yield* walk(0, {})
}

describe('risk checker: category rows', () => {
  it.each(['blackAncestry', 'familyProstate', 'familyBreastOvarian'] as const)('higher: %s answered yes, whatever the others say', (q) => {
    expect(decide(with_({ [q]: 'yes' })).category).toBe('higher')
    expect(decide(with_({ blackAncestry: 'dont-know', familyProstate: 'prefer-not', familyBreastOvarian: 'dont-know', [q]: 'yes' })).category).toBe('higher')
  })

  it('usual: all three risk factors answered no, at any age, with or without symptoms', () => {
    expect(decide(base).category).toBe('usual')
    expect(decide(with_({ age: 'under-40', urinarySymptoms: 'yes' })).category).toBe('usual')
  })

  it.each(['blackAncestry', 'familyProstate', 'familyBreastOvarian'] as const)('unclear: %s not known or not said, no yes', (q) => {
    expect(decide(with_({ [q]: 'dont-know' })).category).toBe('unclear')
    expect(decide(with_({ [q]: 'prefer-not' })).category).toBe('unclear')
  })

  it('the rows cover every possible set of answers, and each rests on the risk-factors page’s source', () => {
    let n = 0
    for (const answers of everyAnswer()) {
      expect(CATEGORY_ROWS.filter((row) => row.test(answers)).length).toBeGreaterThan(0)
      n++
    }
    expect(n).toBe(8 * 4 ** 4)
    for (const row of CATEGORY_ROWS) expect(row.sources).toEqual([REFERENCES.ccsRisks])
  })
})

describe('risk checker: next-step rows', () => {
  const actions = (changes: Partial<RiskAnswers>) => decide(with_(changes)).actions

  it('symptoms: see the doctor first, whatever the risk or age', () => {
    for (const age of ['under-40', '50-59'] as const) {
      expect(actions({ age, urinarySymptoms: 'yes' })[0]).toBe('seeDoctorAboutSymptoms')
      expect(actions({ age, urinarySymptoms: 'yes', familyProstate: 'yes' })[0]).toBe('seeDoctorAboutSymptoms')
    }
    expect(actions({ urinarySymptoms: 'no' })).not.toContain('seeDoctorAboutSymptoms')
  })

  it('symptoms not known or not said: look at the list of symptoms', () => {
    expect(actions({ urinarySymptoms: 'dont-know' })[0]).toBe('checkSymptomList')
    expect(actions({ urinarySymptoms: 'prefer-not' })[0]).toBe('checkSymptomList')
    expect(actions({ urinarySymptoms: 'yes' })).not.toContain('checkSymptomList')
  })

  it.each(['45-49', '50-59', '60-69', '70-plus'] as const)('age %s: talk about the PSA test now, in every category', (age) => {
    expect(actions({ age })).toEqual(['talkAboutPsaNow'])
    expect(actions({ age, blackAncestry: 'yes' })).toEqual(['talkAboutPsaNow', 'tellDoctorAboutRisk'])
    expect(actions({ age, familyProstate: 'dont-know' })).toEqual(['talkAboutPsaNow', 'findOutFamilyHistory'])
  })

  it.each(['under-40', '40-44'] as const)('age %s and higher risk: ask when to start, and tell the doctor why', (age) => {
    expect(actions({ age, familyBreastOvarian: 'yes' })).toEqual(['askWhenToStart', 'tellDoctorAboutRisk'])
  })

  it.each(['under-40', '40-44'] as const)('age %s, usual or unclear risk: start the conversation at 45', (age) => {
    expect(actions({ age })).toEqual(['startAt45'])
    expect(actions({ age, blackAncestry: 'prefer-not' })).toEqual(['startAt45', 'findOutFamilyHistory'])
  })

  it.each(['dont-know', 'prefer-not'] as const)('age %s: talk now if 45 or older, else at 45', (age) => {
    expect(actions({ age })).toEqual(['talkNowOrAt45'])
    expect(actions({ age, familyProstate: 'yes' })).toEqual(['talkNowOrAt45', 'tellDoctorAboutRisk'])
  })

  it('every answer gets exactly one step about when to talk about checking, and no step without a source', () => {
    const timing = ['talkAboutPsaNow', 'askWhenToStart', 'startAt45', 'talkNowOrAt45']
    for (const answers of everyAnswer()) {
      const decision = decide(answers)
      expect(decision.actions.filter((a) => timing.includes(a))).toHaveLength(1)
      for (const action of decision.actions) {
        const row = ACTION_ROWS.find((r) => r.action === action)!
        expect(row.sources.length).toBeGreaterThan(0)
        for (const source of row.sources) expect(decision.sources).toContainEqual(source)
      }
    }
  })

  it('cites specific documents the information pages already cite, each once, and no percentage', () => {
    const cited = Object.values(REFERENCES)
    const decision = decide(with_({ age: '40-44', familyProstate: 'yes', urinarySymptoms: 'yes' }))
    expect(decision.sources.map((s) => s.url)).toEqual([REFERENCES.ccsRisks.url, REFERENCES.ccsSymptoms.url, REFERENCES.cuaScreening2017.url])
    for (const row of [...CATEGORY_ROWS, ...ACTION_ROWS]) {
      for (const source of row.sources) {
        expect(cited).toContain(source)
        expect(checkReferenceUrl(source.url)).toBe(true)
      }
    }
    const allText = JSON.stringify(DEFAULT_TEXTS)
    expect(allText).not.toMatch(/\d+\s*%|\bper ?cent\b/i)
  })
})

describe('risk checker: answers', () => {
  it('accepts every question’s answers, including “I don’t know” and “Prefer not to say”', () => {
    for (const id of QUESTION_IDS) {
      const values = ANSWER_OPTIONS[id].map((o) => o.value)
      expect(values).toContain('dont-know')
      expect(values).toContain('prefer-not')
    }
    expect(riskAnswersSchema.safeParse(base).success).toBe(true)
    expect(riskAnswersSchema.safeParse({ ...base, age: '52' }).success).toBe(false)
  })

  it('the browser’s check of one answer agrees with the server’s zod schema', () => {
    for (const id of QUESTION_IDS) {
      for (const value of [...ANSWER_OPTIONS[id].map((o) => o.value), '', 'maybe', '52', 'YES', undefined]) {
        expect(isAnswerTo(id, value), `${id}=${value}`).toBe(answerSchemaFor(id).safeParse(value).success)
      }
    }
  })

  it('reads none, all, or says which are missing or wrong', () => {
    expect(readAnswers({})).toEqual({ state: 'none' })
    expect(readAnswers(new URLSearchParams(answersQuery(base)))).toEqual({ state: 'complete', answers: base })
    const partial = readAnswers({ age: '50-59', blackAncestry: 'maybe' })
    expect(partial.state).toBe('incomplete')
    if (partial.state !== 'incomplete') return
    expect(Object.keys(partial.errors).sort()).toEqual(['blackAncestry', 'familyBreastOvarian', 'familyProstate', 'urinarySymptoms'])
    expect(partial.errors.familyProstate).toMatch(/Choose an answer/)
    expect(partial.errors.blackAncestry).toMatch(/Choose one of the answers/)
  })

  it('texts: stored wording wins, an empty field falls back, 3 to 5 questions for the doctor', () => {
    expect(DEFAULT_TEXTS.doctorQuestions.length).toBeGreaterThanOrEqual(3)
    expect(DEFAULT_TEXTS.doctorQuestions.length).toBeLessThanOrEqual(5)
    const merged = mergeTexts({ intro: 'Hello', questions: { age: { legend: '', hint: 'Edited' } }, doctorQuestions: [{ question: 'Only one' }] })
    expect(merged.intro).toBe('Hello')
    expect(merged.questions.age).toEqual({ legend: DEFAULT_TEXTS.questions.age.legend, hint: 'Edited' })
    expect(merged.doctorQuestions).toEqual(DEFAULT_TEXTS.doctorQuestions)
    expect(DEFAULT_TEXTS.psaCost).toMatch(/\$37 in BC and \$35 in Ontario/)
  })
})

describe('risk checker: conversation plan', () => {
  it('holds the answers, the steps with numbered sources, 3 to 5 questions, the tests and their cost, and the information pages', async () => {
    const { buildPlan } = await import('../../src/riskChecker/plan')
    const { PLAN_LINKS } = await import('../../src/riskChecker/links')
    const { PATHS } = await import('../../src/seed/infoPages/shared')
    const plan = buildPlan(with_({ familyProstate: 'yes', urinarySymptoms: 'dont-know' }), DEFAULT_TEXTS)
    expect(plan.answers.find((a) => a.question === DEFAULT_TEXTS.questions.familyProstate.legend)?.answer).toBe('Yes')
    expect(plan.answers.find((a) => a.question === DEFAULT_TEXTS.questions.urinarySymptoms.legend)?.answer).toBe('I don’t know')
    expect(plan.result.heading).toBe(DEFAULT_TEXTS.results.higher.heading)
    expect(plan.steps.map((s) => s.text)).toEqual([DEFAULT_TEXTS.actions.checkSymptomList, DEFAULT_TEXTS.actions.talkAboutPsaNow, DEFAULT_TEXTS.actions.tellDoctorAboutRisk])
    expect(plan.references.map((r) => r.url)).toEqual([REFERENCES.ccsRisks.url, REFERENCES.ccsSymptoms.url, REFERENCES.cuaScreening2017.url, REFERENCES.ccsDiagnosis.url, REFERENCES.bcPsaCoverage.url])
    expect(plan.steps[0]!.sources).toEqual([2])
    expect(plan.tests[2]!.sources).toEqual([5])
    expect(plan.doctorQuestions.length).toBeGreaterThanOrEqual(3)
    expect(PLAN_LINKS.map((l) => l.path)).toEqual([PATHS.riskFactors, PATHS.signs, PATHS.psa])
  })
})

describe('risk checker: the plan as a PDF', () => {
  it('holds the answers, the result, the questions, the tests with their cost, full links and numbered sources', async () => {
    const { buildPlan } = await import('../../src/riskChecker/plan')
    const { conversationPlanPdf } = await import('../../src/riskChecker/planPdf')
    const { readPdf } = await import('../helpers/pdf')
    const plan = buildPlan(with_({ age: 'prefer-not', urinarySymptoms: 'yes' }), DEFAULT_TEXTS)
    const pdf = readPdf(await conversationPlanPdf(plan, 'https://example.org'))
    const text = pdf.text.replace(/\s+/g, ' ')
    expect(text).toContain(`${DEFAULT_TEXTS.questions.age.legend} Prefer not to say`)
    expect(text).toContain(DEFAULT_TEXTS.results.usual.heading)
    expect(text).toContain('1. Given my age')
    expect(text).toContain('$37 in BC and $35 in Ontario')
    expect(pdf.text.replace(/\s+/g, '')).toContain('https://example.org/about-prostate-cancer/diagnosis-and-staging/the-psa-test-and-the-dre')
    expect(text).toMatch(/\[1\] Risks for prostate cancer\. Canadian Cancer Society\./)
    expect(pdf.fonts.every((f) => f.embedded)).toBe(true)
  })
})
